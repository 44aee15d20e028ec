import type {
  Contract,
  ContractParty,
  ContractState,
  ContractTier,
  Statement,
} from '@goldline/contract/contracts';
import { Badge, Table, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconHourglass,
  IconPlayerStop,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { languageInfo } from '../../../lib/language-storage';
import { formatRate } from '../utils/rate';

export const useLocale = () => {
  const { i18n } = useTranslation();
  return languageInfo(i18n.language).locale;
};

/** A contract in force: signed and not yet ended (a termination request keeps it in force). */
export const inForce = (contract: Pick<Contract, 'state'>) =>
  contract.state === 'accepted' || contract.state === 'terminationRequest';

const look: Record<ContractState, StatusLook> = {
  newRequest: { color: 'yellow', Icon: IconClockHour4 },
  terminationRequest: { color: 'orange', Icon: IconHourglass },
  accepted: { color: 'green', Icon: IconCircleCheck },
  rejected: { color: 'red', Icon: IconCircleX },
  terminated: { color: 'gray', Icon: IconPlayerStop },
};

/** A contract's state in words with an icon: colour is never the only signal. */
export function StateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation('contracts');
  return (
    <StatusBadge
      look={look[state]}
      label={t(`state.${state}`)}
      testId="contract-state"
      data={{ 'data-state': state }}
    />
  );
}

/** A party's account, or "the platform" for the house (spec section 6: admin only as a label). */
export function PartyName({ party }: { party: ContractParty }) {
  const { t } = useTranslation('contracts');
  return party.id === null || party.account === null ? t('party.house') : <bdi>{party.account}</bdi>;
}

export function Rate({ bps }: { bps: number }) {
  const locale = useLocale();
  return (
    <bdi dir="ltr" className="gl-tabular">
      {formatRate(bps, locale)}
    </bdi>
  );
}

/** A tier's conditions in words: "Valid bets at least 10,000.00 and active members at least 5". */
function Conditions({ tier }: { tier: ContractTier }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const parts: { key: string; label: string; value: ReactNode }[] = [];
  if (tier.activeMembers !== null) {
    const count = new Intl.NumberFormat(`${locale}-u-nu-latn`).format(tier.activeMembers);
    parts.push({ key: 'activeMembers', label: t('condition.activeMembers'), value: count });
  }
  for (const field of ['validBet', 'profitLoss'] as const) {
    const value = tier[field];
    if (value !== null)
      parts.push({ key: field, label: t(`condition.${field}`), value: <MoneyText amount={value} /> });
  }
  for (const field of ['winRate', 'lossRate'] as const) {
    const value = tier[field];
    if (value !== null)
      parts.push({ key: field, label: t(`condition.${field}`), value: <Rate bps={value} /> });
  }
  if (parts.length === 0) return <>{t('condition.none')}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Text key={part.key} component="span" inherit>
          {index > 0 ? ` ${t('condition.and')} ` : ''}
          {part.label}{' '}
          <Text component="b" fw={700} inherit className="gl-tabular">
            {part.value}
          </Text>
        </Text>
      ))}
    </>
  );
}

/** The tiers laid out plainly: condition -> rate, the matched tier marked in words. */
export function TierTable({
  tiers,
  matched,
  caption = true,
  testId = 'contract-tiers',
}: {
  tiers: readonly ContractTier[];
  matched?: number | null;
  caption?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('contracts');
  return (
    <Table withTableBorder verticalSpacing={6} data-testid={testId} captionSide="top">
      {caption && (
        <Table.Caption style={{ textAlign: 'start', marginBottom: 6 }}>{t('tiers.caption')}</Table.Caption>
      )}
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tiers.tier')}</Table.Th>
          <Table.Th>{t('tiers.conditions')}</Table.Th>
          <Table.Th style={{ textAlign: 'end' }}>{t('tiers.rate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier, index) => (
          <Table.Tr
            // biome-ignore lint/suspicious/noArrayIndexKey: a version's tiers never change order
            key={index}
            data-matched={matched === index || undefined}
            style={matched === index ? { background: 'var(--gl-surface-2)' } : undefined}
          >
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('tiers.tierN', { n: index + 1 })}
              {matched === index && (
                <Badge ms={6} size="sm" variant="light" style={{ textTransform: 'none' }}>
                  {t('statement.tier')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Conditions tier={tier} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'end', fontWeight: 700, whiteSpace: 'nowrap' }}>
              <Rate bps={tier.rate} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A statement's status in words with an icon; a pending one says why. */
export function StatementStatusBadge({ statement }: { statement: Pick<Statement, 'status'> }) {
  const { t } = useTranslation('contracts');
  const paid = statement.status === 'paid';
  return (
    <StatusBadge
      look={paid ? { color: 'green', Icon: IconCircleCheck } : { color: 'yellow', Icon: IconClockHour4 }}
      label={paid ? t('statement.paid') : t('statement.pending')}
      testId="statement-status"
      data={{ 'data-status': statement.status }}
    />
  );
}
