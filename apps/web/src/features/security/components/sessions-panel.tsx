import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { logoutOthers, SESSIONS_KEY, useSessions } from '../api/two-step';
import { describeDevice } from '../utils/describe-device';

/** Sessions and devices with "log out the others" (decision 104). */
export function SessionsPanel() {
  const { t, i18n } = useTranslation('security');
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!sessions.data) return null;
  const rows = sessions.data.rows;
  const others = rows.filter((r) => !r.current).length;

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await logoutOthers();
      setDone(t('sessions.loggedOut', { count: r.revoked }));
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionPanel title={t('sessions.title')} testId="sessions-panel">
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped data-testid="sessions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.ip')}</Table.Th>
                <Table.Th>{t('sessions.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => {
                const device = describeDevice(r.userAgent);
                return (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" title={r.userAgent ?? undefined}>
                          {device ? t('sessions.deviceOn', device) : t('sessions.unknownDevice')}
                        </Text>
                        {r.current && (
                          <Badge size="sm" variant="light" color="green" style={{ textTransform: 'none' }}>
                            {t('sessions.current')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{r.ip ?? '—'}</bdi>
                    </Table.Td>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(r.lastSeenAt, locale)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {others === 0 && !done && (
          <Text size="sm" c="dimmed">
            {t('sessions.none')}
          </Text>
        )}
        {done && (
          <Text size="sm" role="status" data-testid="sessions-done">
            {done}
          </Text>
        )}
        <FormError message={error} />
        {others > 0 && (
          <Button
            variant="light"
            color="red"
            h={44}
            w="fit-content"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            loading={busy}
            onClick={() => void run()}
            data-testid="sessions-logout-others"
          >
            {t('sessions.logoutOthers')}
          </Button>
        )}
      </Stack>
    </SectionPanel>
  );
}
