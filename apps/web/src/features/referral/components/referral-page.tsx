import type { Referee, ReferralStatus } from '@goldline/contract/referral';
import { Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconHourglassEmpty,
  IconShare,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { useCurrency } from '../../../lib/currency-context';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useReferees, useReferralInfo } from '../api/get-referral';

const looks: Record<ReferralStatus, StatusLook> = {
  PENDING: { color: 'blue', Icon: IconClockHour4 },
  PAID: { color: 'green', Icon: IconCircleCheck },
  REFUSED: { color: 'red', Icon: IconBan },
  EXPIRED: { color: 'gray', Icon: IconHourglassEmpty },
  CAPPED: { color: 'yellow', Icon: IconWallet },
};

/** Refer and earn (issue 16, decision 102): the invite link with its QR code, the rules, figures and referees. */
export function ReferralPage() {
  const { t, i18n } = useTranslation('referral');
  const currency = useCurrency();
  const money = (amount: string) =>
    formatMoney(amount, { ...currency, locale: languageInfo(i18n.language).locale });
  const info = useReferralInfo();
  if (info.isPending) return <Skeleton height={280} radius="md" />;
  if (info.isError) return <FormErrorText error={info.error} />;
  const { code, registerPath, rules, figures } = info.data;
  const link = `${window.location.origin}${registerPath}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <Stack gap="md" data-testid="referral-page">
      <SectionPanel title={t('title')}>
        <Group align="flex-start" wrap="wrap" gap="md">
          {/* White quiet zone: a phone scans it in dark mode too. */}
          <div style={{ background: '#fff', padding: 8, borderRadius: 8, lineHeight: 0, flexShrink: 0 }}>
            <QRCodeSVG value={link} size={132} title={t('qr')} data-testid="referral-qr" />
          </div>
          <Stack gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <CopyValue label={t('code')} value={code} testId="referral-copy-code" />
            <CopyValue label={t('link')} value={link} testId="referral-copy-link" />
            {canShare && (
              <Button
                h={44}
                variant="light"
                leftSection={<IconShare size={18} aria-hidden="true" />}
                onClick={() => void navigator.share({ title: t('shareTitle'), url: link }).catch(() => {})}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('share')}
              </Button>
            )}
          </Stack>
        </Group>
      </SectionPanel>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('figures.invited')} value={String(figures.invited)} />
        <Figure label={t('figures.qualified')} value={String(figures.qualified)} />
        <Figure label={t('figures.earned')} money={figures.earned} />
        <Figure label={t('figures.earnedThisMonth')} money={figures.earnedThisMonth} />
      </SimpleGrid>

      <SectionPanel title={t('rules.title')}>
        <Stack
          gap={4}
          component="ul"
          style={{ margin: 0, paddingInlineStart: 20 }}
          data-testid="referral-rules"
        >
          <Text component="li" size="sm">
            {t('rules.qualify', {
              deposit: money(rules.minDeposit),
              turnover: money(rules.minTurnover),
              days: rules.withinDays,
            })}
          </Text>
          <Text component="li" size="sm">
            {t('rules.reward', { reward: money(rules.reward) })}
          </Text>
          <Text component="li" size="sm">
            {t('rules.cap', { cap: money(rules.monthlyCap) })}
          </Text>
          <Text component="li" size="sm">
            {t('rules.self')}
          </Text>
        </Stack>
      </SectionPanel>

      <Referees />
    </Stack>
  );
}

function Figure({ label, value, money }: { label: string; value?: string; money?: string }) {
  return (
    <Paper p="sm" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {money !== undefined ? (
        <MoneyText amount={money} symbol fw={800} fz="lg" />
      ) : (
        <Text fw={800} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

function Referees() {
  const { t, i18n } = useTranslation('referral');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const list = useReferees(page);
  const data = list.data;
  const statusText = (r: Referee) =>
    r.status === 'REFUSED' && r.reason ? t(`reason.${r.reason}`) : t(`status.${r.status}`);
  return (
    <SectionPanel title={t('referees.title')} testId="referral-referees">
      {list.isPending && <Skeleton height={96} />}
      {list.isError && <FormErrorText error={list.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={<IconUsers size={34} />}
          title={t('referees.emptyTitle')}
          text={t('referees.empty')}
        />
      )}
      {data && data.rows.length > 0 && (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.rows.map((r) => (
            <Box
              component="li"
              key={r.id}
              py="sm"
              style={{ borderTop: '1px solid var(--gl-border)' }}
              data-testid="referee-row"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                    {r.maskedName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('referees.joined', { time: formatDateTime(r.registeredAt, locale) })}
                    {r.status === 'PENDING' &&
                      ` · ${t('referees.deadline', { time: formatDateTime(r.deadline, locale) })}`}
                  </Text>
                </div>
                <Group gap="xs">
                  {r.reward && <MoneyText amount={r.reward} symbol fw={700} />}
                  <StatusBadge
                    look={looks[r.status]}
                    label={statusText(r)}
                    data={{ 'data-status': r.status }}
                  />
                </Group>
              </Group>
            </Box>
          ))}
        </Stack>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </SectionPanel>
  );
}
