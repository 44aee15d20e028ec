import { Alert, Group, Modal, Skeleton, Stack, Table, Text, Title, useDirection } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { MoneyCell, NumTh } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format-date';
import { useStatement } from '../api/get-statement';
import { PartyName, Rate, StatementStatusBadge, TierTable, useLocale } from './contract-parts';
import { ScrollBox } from './table-parts';

/** A figure row of the drill-down: label, then the value end-aligned. */
function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py={4}
      style={{ borderBottom: '1px solid var(--gl-border)' }}
    >
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 600} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/**
 * A statement's drill-down (issue 14): the team's inputs for the period, the tier they matched, the
 * deductions and carry-forward, the amount and whether it is paid, then each direct downline's share.
 */
export function StatementDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const detail = useStatement(id);
  const data = detail.data;
  const s = data?.statement;
  // Payer to payee in reading order: the arrow turns with the text direction.
  const arrow = useDirection().dir === 'rtl' ? '←' : '→';
  const count = (value: number) => new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value);

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={s ? t('statement.detailsOf', { period: `\u2066${s.label}\u2069` }) : t('statement.details')}
      data-testid="statement-dialog"
    >
      {detail.isPending && <Skeleton height={240} aria-label={t('page.loading')} />}
      {detail.isError && <FormErrorText error={detail.error} />}
      {data && s && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm">
              {t('modal.version', { version: s.version })} · <PartyName party={s.upline} /> {arrow}{' '}
              <PartyName party={s.member} />
            </Text>
            <StatementStatusBadge statement={s} />
          </Group>
          {s.message && (
            <Alert
              color={s.status === 'pending' ? 'yellow' : 'gray'}
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
              data-testid="statement-message"
            >
              {t(`statement.message.${s.message}`)}
            </Alert>
          )}
          <section aria-labelledby="statement-inputs">
            <Title order={3} fz="md" id="statement-inputs" mb={4}>
              {t('statement.inputs')}
            </Title>
            <Line label={t('statement.validBet')}>
              <MoneyText amount={s.inputs.validBet} />
            </Line>
            <Line label={t('statement.payout')}>
              <MoneyText amount={s.inputs.payout} />
            </Line>
            <Line label={t('statement.netLoss')}>
              <MoneyText amount={s.inputs.profitLoss} signed />
            </Line>
            <Line label={t('statement.activeMembers')}>
              <bdi className="gl-tabular">{count(s.inputs.activeMembers)}</bdi>
            </Line>
            <Text size="xs" c="dimmed" mt={4}>
              {t('statement.netLossHint')}
            </Text>
          </section>
          <section aria-labelledby="statement-tier">
            <Title order={3} fz="md" id="statement-tier" mb={4}>
              {t('statement.tier')}
            </Title>
            <TierTable
              tiers={data.contract.tiers}
              matched={s.tierIndex}
              caption={false}
              testId="statement-tiers"
            />
          </section>
          <section aria-labelledby="statement-result">
            <Title order={3} fz="md" id="statement-result" mb={4}>
              {t('statement.result')}
            </Title>
            <Line label={t('statement.bonuses')}>
              <MoneyText amount={s.deductions.bonuses} />
            </Line>
            <Line label={t('statement.platformFee')}>
              <MoneyText amount={s.deductions.platformFee} />
            </Line>
            {s.kind === 'dividend' && (
              <Line label={t('statement.carryIn')}>
                <MoneyText amount={s.carryIn} signed />
              </Line>
            )}
            <Line label={t('statement.base')}>
              <MoneyText amount={s.base} />
            </Line>
            <Line label={t('statement.rate')}>
              <Rate bps={s.rate} />
            </Line>
            <Line label={t('statement.amount')} strong>
              <MoneyText amount={s.amount} symbol data-testid="statement-amount" />
            </Line>
            {s.kind === 'dividend' && (
              <Line label={t('statement.carryOut')}>
                <MoneyText amount={s.carryOut} signed />
              </Line>
            )}
            {s.paidAt && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('statement.paidAt', { time: formatDateTime(s.paidAt, locale) })}
              </Text>
            )}
          </section>
          {data.breakdown.length > 0 && (
            <section aria-labelledby="statement-breakdown">
              <Title order={3} fz="md" id="statement-breakdown" mb={4}>
                {t('statement.breakdown')}
              </Title>
              <ScrollBox label={t('statement.breakdown')} minWidth={420}>
                <Table verticalSpacing={6} striped data-testid="statement-breakdown">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('statement.member')}</Table.Th>
                      <NumTh>{t('statement.validBet')}</NumTh>
                      <NumTh>{t('statement.payout')}</NumTh>
                      <NumTh>{t('statement.netLoss')}</NumTh>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.breakdown.map((row) => (
                      <Table.Tr key={row.memberId}>
                        <Table.Td>
                          <bdi>{row.account}</bdi>
                        </Table.Td>
                        <MoneyCell amount={row.validBet} />
                        <MoneyCell amount={row.payout} />
                        <MoneyCell amount={row.profitLoss} signed />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollBox>
            </section>
          )}
        </Stack>
      )}
    </Modal>
  );
}
