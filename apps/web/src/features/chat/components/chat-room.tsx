import type { ChatMessage } from '@goldline/contract/chat';
import { CHAT_MAX_LENGTH } from '@goldline/contract/chat-limits';
import { Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconMessages, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { isApiError } from '../../../lib/api-error';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useChatHistory, useChatRooms, usePostChatMessage } from '../api/chat-api';
import { useChatLive } from '../hooks/use-chat-live';
import classes from './chat-room.module.css';

/**
 * The chat room (issue 17, decision 110): the operator's rooms, the room's messages as a live log
 * (screen readers hear new ones), and a send box with a character counter. Refusals are said in
 * words: too fast (the button waits out the seconds the server gave), links or contact details,
 * muted (until when).
 */
export function ChatRoom({ initialRoom }: { initialRoom?: string | null }) {
  const { t } = useTranslation('chat');
  const rooms = useChatRooms();
  const list = rooms.data?.list ?? [];
  const [picked, setPicked] = useState<string | null>(initialRoom ?? null);
  const room = list.find((r) => r.code === picked)?.code ?? list[0]?.code ?? null;
  useChatLive();

  if (rooms.isPending) return <Loader aria-label={t('loading')} m="md" />;
  if (rooms.isError) return <FormError message={t('loadFailed')} />;
  if (!room)
    return <EmptyState icon={<IconMessages size={32} />} title={t('noRoomsTitle')} text={t('noRooms')} />;

  return (
    <div className={classes.room}>
      {list.length > 1 && (
        <SegmentedControl
          fullWidth
          value={room}
          onChange={setPicked}
          aria-label={t('rooms.label')}
          data={list.map((r) => ({ value: r.code, label: t(`rooms.${r.code}`, { defaultValue: r.name }) }))}
          data-testid="chat-rooms"
        />
      )}
      <RoomMessages
        room={room}
        roomName={t(`rooms.${room}`, { defaultValue: list.find((r) => r.code === room)?.name })}
      />
      <SendBox key={room} room={room} />
    </div>
  );
}

function RoomMessages({ room, roomName }: { room: string; roomName: string }) {
  const { t, i18n } = useTranslation('chat');
  const history = useChatHistory(room);
  const logRef = useRef<HTMLDivElement>(null);
  const messages = history.data?.list ?? [];
  const last = messages.at(-1)?.id;
  // The newest message in view whenever one arrives (or the room changes).
  useEffect(() => {
    const log = logRef.current;
    if (log && last) log.scrollTop = log.scrollHeight;
  }, [last]);
  const time = new Intl.DateTimeFormat(`${languageInfo(i18n.language).locale}-u-nu-latn`, {
    timeStyle: 'short',
  });

  if (history.isPending) return <Loader aria-label={t('loading')} m="md" />;
  if (history.isError) return <FormError message={t('loadFailed')} />;
  return (
    // A log: polite announcements of additions only; focusable so the keyboard can scroll it. The
    // role sits on a wrapper: on the <ol> itself it would hide the list from assistive technology.
    <div
      ref={logRef}
      className={classes.log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('messagesIn', { room: roomName })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      tabIndex={0}
      data-testid="chat-log"
    >
      <ol className={classes.list}>
        {messages.length === 0 && (
          <li>
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
          </li>
        )}
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} time={time.format(new Date(m.sentAt))} />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({ message, time }: { message: ChatMessage; time: string }) {
  const { t } = useTranslation('chat');
  return (
    <li className={`${classes.message} ${message.mine ? classes.mine : ''}`} data-testid="chat-message">
      <div className={classes.meta}>
        <span className={classes.sender}>{message.mine ? t('you') : message.sender}</span>
        <time dateTime={message.sentAt}>{time}</time>
      </div>
      <Text size="sm" dir="auto">
        {message.content}
      </Text>
    </li>
  );
}

function SendBox({ room }: { room: string }) {
  const { t, i18n } = useTranslation('chat');
  const errorText = useErrorText();
  const post = usePostChatMessage(room);
  const [text, setText] = useState('');
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const counterId = useId();
  const waiting = waitUntil > now;

  // Ticks only while the rate limit's wait runs, so the button's countdown stays true.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const error = post.error;
  let message: string | null = null;
  if (isApiError(error) && error.code === 'CHAT_MUTED' && error.details?.fields?.until) {
    const until = new Intl.DateTimeFormat(`${languageInfo(i18n.language).locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(error.details.fields.until));
    message = t('mutedUntil', { until });
  } else if (error && !(isApiError(error) && error.code === 'CHAT_RATE_LIMITED' && !waiting)) {
    message = errorText(error);
  }

  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || post.isPending || waiting) return;
    post.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (e) => {
        const seconds = isApiError(e) ? e.details?.retryAfterSeconds : undefined;
        if (isApiError(e) && e.code === 'CHAT_RATE_LIMITED' && seconds) {
          setNow(Date.now());
          setWaitUntil(Date.now() + seconds * 1000);
        }
      },
    });
  };
  const secondsLeft = Math.ceil((waitUntil - now) / 1000);

  return (
    <form onSubmit={submit} noValidate>
      <div className={classes.form}>
        <TextInput
          className={classes.field}
          label={t('message')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={counterId}
          data-testid="chat-input"
        />
        <Button
          type="submit"
          h={36}
          loading={post.isPending}
          disabled={!trimmed || waiting}
          leftSection={
            <IconSend size={16} aria-hidden="true" style={{ transform: 'scaleX(var(--gl-flip, 1))' }} />
          }
          data-testid="chat-send"
        >
          {waiting ? t('waitSeconds', { seconds: secondsLeft }) : t('send')}
        </Button>
      </div>
      <Group justify="space-between" mt={4} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('rules')}
        </Text>
        <Text size="xs" c="dimmed" id={counterId} style={{ whiteSpace: 'nowrap' }}>
          {t('counter', { length: text.length, max: CHAT_MAX_LENGTH })}
        </Text>
      </Group>
      {message && (
        <div style={{ marginTop: 8 }}>
          <FormError message={message} />
        </div>
      )}
    </form>
  );
}
