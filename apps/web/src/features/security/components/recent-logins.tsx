import type { SecurityOverview } from '@goldline/contract/security';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';

/** The 10 most recent logins with time and IP, so a member can spot one that was not theirs. */
export function RecentLogins({ logins }: { logins: SecurityOverview['recentLogins'] }) {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  return (
    <SectionPanel title={t('security.recentLogins')}>
      {logins.length === 0 ? (
        <Text c="dimmed">{t('security.noLogins')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" striped data-testid="recent-logins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.time')}</Table.Th>
                <Table.Th>{t('security.ip')}</Table.Th>
                <Table.Th>{t('security.device')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logins.map((login) => (
                <Table.Tr key={login.time + (login.ip ?? '')}>
                  <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(login.time, locale)}
                  </Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{login.ip ?? '—'}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} title={login.userAgent ?? undefined}>
                      {login.userAgent ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionPanel>
  );
}
