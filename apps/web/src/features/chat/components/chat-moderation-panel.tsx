import { CHAT_MUTE_MINUTES } from '@goldline/contract/chat-limits';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useAdminChatMessages,
  useAdminChatMutes,
  useAdminChatRooms,
  useChatModeration,
} from '../api/chat-admin-api';

/**
 * The back office's chat room screen (decision 110): the rooms with their last day's messages, the
 * chosen room's newest messages (removed ones marked), removing a message (gone for every member at
 * once) and muting its sender for a chosen time, the members muted now, and opening a new room.
 * Every removal and mute is logged with the operator and their IP.
 */
export function ChatModerationPanel() {
  const { t, i18n } = useTranslation('chat');
  const errorText = useErrorText();
  const rooms = useAdminChatRooms();
  const list = rooms.data?.list ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const room = list.find((r) => r.code === picked)?.code ?? list[0]?.code ?? null;
  const messages = useAdminChatMessages(room);
  const mutes = useAdminChatMutes();
  const { remove, mute } = useChatModeration();
  const [minutes, setMinutes] = useState<string>(String(CHAT_MUTE_MINUTES[1]));
  const when = new Intl.DateTimeFormat(`${languageInfo(i18n.language).locale}-u-nu-latn`, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const roomName = (code: string, name: string) => t(`rooms.${code}`, { defaultValue: name });
  const failure = remove.error ?? mute.error ?? rooms.error ?? messages.error;

  return (
    <Stack gap="md" data-testid="bo-chat">
      <Text c="dimmed" size="sm">
        {t('bo.intro')}
      </Text>
      {list.length > 0 && room && (
        <SegmentedControl
          value={room}
          onChange={setPicked}
          aria-label={t('rooms.label')}
          data={list.map((r) => ({
            value: r.code,
            label: t('bo.roomWithCount', { room: roomName(r.code, r.name), messages: r.messages24h }),
          }))}
        />
      )}
      <FormError message={failure ? errorText(failure) : null} />
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={t('bo.muteFor')}
          value={minutes}
          onChange={(e) => setMinutes(e.currentTarget.value)}
          data={CHAT_MUTE_MINUTES.map((m) => ({ value: String(m), label: t(`bo.duration.${m}`) }))}
          w={200}
        />
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped stickyHeader aria-label={t('bo.messages')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.sentAt')}</Table.Th>
              <Table.Th>{t('bo.member')}</Table.Th>
              <Table.Th>{t('bo.content')}</Table.Th>
              <Table.Th>{t('bo.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(messages.data?.list ?? []).length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed">{t('empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {[...(messages.data?.list ?? [])].reverse().map((m) => (
              <Table.Tr key={m.id} data-testid="bo-chat-message">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(m.sentAt))}</Table.Td>
                <Table.Td>{m.username}</Table.Td>
                <Table.Td dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {m.deletedAt ? (
                    <Group gap="xs">
                      <Badge color="gray" variant="light">
                        {t('bo.removed')}
                      </Badge>
                      <Text td="line-through" c="dimmed" size="sm">
                        {m.content}
                      </Text>
                    </Group>
                  ) : (
                    m.content
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={Boolean(m.deletedAt)}
                      loading={remove.isPending && remove.variables === m.id}
                      onClick={() => remove.mutate(m.id)}
                      aria-label={t('bo.removeOf', { member: m.username })}
                    >
                      {t('bo.remove')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={mute.isPending && mute.variables?.memberId === m.memberId}
                      onClick={() => mute.mutate({ memberId: m.memberId, minutes: Number(minutes) })}
                      aria-label={t('bo.muteMember', { member: m.username })}
                    >
                      {t('bo.mute')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} fz="h4">
        {t('bo.mutedNow')}
      </Title>
      {(mutes.data?.list ?? []).length === 0 ? (
        <Text c="dimmed">{t('bo.noMutes')}</Text>
      ) : (
        <ul style={{ margin: 0 }}>
          {mutes.data?.list.map((m) => (
            <li key={m.memberId}>
              {t('bo.mutedUntil', { member: m.username, until: when.format(new Date(m.until)) })}
            </li>
          ))}
        </ul>
      )}
      <NewRoomForm />
    </Stack>
  );
}

/** Opens a room: a short code (letters, digits, dashes) and the name members see. */
function NewRoomForm() {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const { createRoom } = useChatModeration();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    createRoom.mutate(
      { code: code.trim().toLowerCase(), name: name.trim() },
      {
        onSuccess: () => {
          setCode('');
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Title order={3} fz="h4" mb="xs">
        {t('bo.newRoom')}
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('bo.code')}
          description={t('bo.codeHint')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
          maxLength={32}
          pattern="[a-z0-9-]{2,32}"
        />
        <TextInput
          label={t('bo.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={40}
        />
        <Button type="submit" loading={createRoom.isPending}>
          {t('bo.create')}
        </Button>
      </Group>
      {createRoom.isError && (
        <div style={{ marginTop: 8 }}>
          <FormError message={errorText(createRoom.error)} />
        </div>
      )}
    </form>
  );
}
