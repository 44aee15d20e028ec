import { Anchor, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyReference } from '../../../components/copy-reference';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { PopupModal } from '../../../components/popup-modal';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useBetDetail } from '../api/get-bet-detail';
import { LotteryIssueText, LotteryTicketText } from './lottery-ticket-line';
import { RoundResult } from './profit-text';
import { RoundStatusBadge } from './round-status-badge';
import { vendorName } from './vendor-name';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One round (stake, result, payout, time, round id) with every wallet step; in-house rounds link to their recall. */
export function BetDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['games', 'lottery']);
  const locale = languageInfo(i18n.language).locale;
  const detail = useBetDetail(id);
  const bet = detail.data;
  return (
    <PopupModal
      opened
      onClose={onClose}
      title={bet?.gameName ?? t('betting.detail')}
      size="lg"
      testId="bet-detail"
    >
      {detail.isPending && <Skeleton height={220} />}
      {detail.isError && <FormErrorText error={detail.error} />}
      {bet && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
            <Fact label={t('betting.col.status')}>
              <RoundStatusBadge status={bet.status} />
            </Fact>
            <Fact label={t('betting.col.time')}>{formatDateTime(bet.time, locale)}</Fact>
            <Fact label={t('betting.col.stake')}>
              <MoneyText amount={bet.stake} symbol />
            </Fact>
            <Fact label={t('betting.col.payout')}>
              <MoneyText amount={bet.payout} symbol />
            </Fact>
            <Fact label={t('betting.col.result')}>
              <RoundResult status={bet.status} profit={bet.profit} justify="flex-start" />
            </Fact>
            {bet.lottery ? (
              <>
                <Fact label={t('betting.gameType')}>{t(`category.${bet.gameType}`)}</Fact>
                <Fact label={t('lottery:bets.issue')}>
                  <span data-testid="bet-detail-issue">
                    <LotteryIssueText lottery={bet.lottery} />
                  </span>
                </Fact>
                <Fact label={t('lottery:bets.ticket')}>
                  <LotteryTicketText lottery={bet.lottery} />
                </Fact>
              </>
            ) : (
              <>
                <Fact label={t('betting.col.vendor')}>{vendorName(bet.vassalage, t)}</Fact>
                <Fact label={t('betting.col.round')}>
                  <bdi className="gl-tabular" data-testid="bet-detail-round">
                    {bet.roundId}
                  </bdi>
                </Fact>
              </>
            )}
          </SimpleGrid>

          <div>
            <Text fw={700} mb={6} id="bet-steps-title">
              {t('betting.steps')}
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-labelledby="bet-steps-title" data-testid="bet-steps">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('betting.col.time')}</Table.Th>
                    <Table.Th>{t('betting.col.step')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{t('betting.col.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {bet.steps.map((step) => (
                    <Table.Tr key={`${step.kind}:${step.txId}`} data-kind={step.kind}>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(step.time, locale)}
                      </Table.Td>
                      <Table.Td>
                        {/* The words first; the vendor's transaction id only as a reference to copy. */}
                        <Text size="sm">{t(`betting.step.${step.kind}`)}</Text>
                        <CopyReference value={step.txId} />
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>
                        <MoneyText amount={step.amount} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>

          {bet.recallable && (
            <Group>
              <Anchor
                component={Link}
                to={
                  bet.lottery
                    ? `/fairness?lotteryGame=${encodeURIComponent(bet.lottery.gameCode)}&issue=${encodeURIComponent(bet.lottery.issue)}`
                    : `/fairness?round=${encodeURIComponent(bet.roundId)}`
                }
                fw={700}
                data-testid="bet-fairness-link"
              >
                <Group gap={6} component="span">
                  <IconShieldCheck size={18} aria-hidden />
                  {t('betting.fairness')}
                </Group>
              </Anchor>
            </Group>
          )}
        </Stack>
      )}
    </PopupModal>
  );
}
