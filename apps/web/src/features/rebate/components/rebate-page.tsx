import type { RebateLine } from '@goldline/contract/rebate';
import { Alert, Box, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCoins, IconReceipt } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useClaimRebate, useRebateClaims, useRebatePreview } from '../api/rebate';

const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** Valid bet, rate and rebate per game type: what a claim pays (or paid), in a table. */
function Lines({ lines, testId }: { lines: RebateLine[]; testId?: string }) {
  const { t, i18n } = useTranslation(['rebate', 'games']);
  const locale = languageInfo(i18n.language).locale;
  return (
    // Four columns fit a 360 px phone without a sideways scroller.
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing={6} horizontalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('games:betting.gameType')}</Table.Th>
            <Table.Th ta="end">{t('validBet')}</Table.Th>
            <Table.Th ta="end">{t('rate')}</Table.Th>
            <Table.Th ta="end">{t('amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.gameType}>
              <Table.Td>{t(`games:category.${l.gameType}`, { defaultValue: l.gameType })}</Table.Td>
              <Table.Td ta="end">
                <MoneyText amount={l.validBet} span />
              </Table.Td>
              <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {percent(l.ratePercent, locale)}
              </Table.Td>
              <Table.Td ta="end">
                <MoneyText amount={l.amount} span fw={700} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Manual rebate (MANPLAYREB3; issue 16, decision 102): claimable now per game type, the claim, the history. */
export function RebatePage() {
  const { t, i18n } = useTranslation(['rebate', 'games']);
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const preview = useRebatePreview();
  const claim = useClaimRebate();
  // One key per attempt until it succeeds: a double click or a retry answers the same claim.
  const key = useRef<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const p = preview.data;
  return (
    <Stack gap="md" data-testid="rebate-page">
      <SectionPanel title={t('title')}>
        {preview.isPending && <Skeleton height={140} />}
        {preview.isError && <FormErrorText error={preview.error} />}
        {paid && (
          <Alert
            color="green"
            variant="light"
            role="status"
            mb="sm"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="rebate-paid"
          >
            {t('paid')} <MoneyText amount={paid} symbol span fw={700} />
          </Alert>
        )}
        <FormError message={claim.isError ? errorText(claim.error) : null} />
        {p && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('intro', { from: formatDateTime(p.from, locale) })}
            </Text>
            {p.lines.length > 0 ? (
              <Lines lines={p.lines} testId="rebate-lines" />
            ) : (
              <EmptyState icon={<IconCoins size={34} />} title={t('noBetsTitle')} text={t('noBets')} />
            )}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {t('claimable')}
                </Text>
                <MoneyText amount={p.total} symbol fw={800} fz="xl" data-testid="rebate-total" />
              </div>
              <Button
                h={44}
                leftSection={<IconCoins size={18} aria-hidden="true" />}
                disabled={p.state !== 'CLAIMABLE'}
                loading={claim.isPending}
                data-testid="rebate-claim"
                onClick={() => {
                  if (claim.isPending) return;
                  key.current ??= crypto.randomUUID();
                  claim.mutate(key.current, {
                    onSuccess: (c) => {
                      key.current = null;
                      setPaid(c.total);
                    },
                  });
                }}
              >
                {t('claim')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" data-testid="rebate-state">
              {p.state === 'CLAIMED' && p.nextClaimAt
                ? t('claimedUntil', { time: formatDateTime(p.nextClaimAt, locale) })
                : p.state === 'NOTHING'
                  ? t('belowMinimum')
                  : t(`once.${p.period}`)}
            </Text>
            {p.rates.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('rates')}{' '}
                {p.rates
                  .map((r) => `${t(`games:category.${r.gameType}`)} ${percent(r.ratePercent, locale)}`)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
        )}
      </SectionPanel>
      <History />
    </Stack>
  );
}

function History() {
  const { t, i18n } = useTranslation('rebate');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const list = useRebateClaims(page);
  const data = list.data;
  return (
    <SectionPanel title={t('history')} testId="rebate-history">
      {list.isPending && <Skeleton height={96} />}
      {list.isError && <FormErrorText error={list.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={<IconReceipt size={34} />}
          title={t('historyEmptyTitle')}
          text={t('historyEmpty')}
        />
      )}
      {data && data.rows.length > 0 && (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.rows.map((c) => (
            <Box
              component="li"
              key={c.id}
              py="sm"
              style={{ borderTop: '1px solid var(--gl-border)' }}
              data-testid="rebate-claim-row"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {t('claimedOn', { time: formatDateTime(c.claimedAt, locale) })}
                  <Text span c="dimmed" size="sm">
                    {' · '}
                    {t('window', { from: formatDateTime(c.from, locale), to: formatDateTime(c.to, locale) })}
                  </Text>
                </Text>
                <MoneyText amount={c.total} symbol fw={800} />
              </Group>
            </Box>
          ))}
        </Stack>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </SectionPanel>
  );
}
