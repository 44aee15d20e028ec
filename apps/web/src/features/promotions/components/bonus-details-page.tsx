import { type Bonus, BonusStatus } from '@goldline/contract/promotions';
import { Box, Group, NativeSelect, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconGift,
  IconHourglassHigh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { useBonuses } from '../api/get-bonuses';
import { usePromotionText } from '../hooks/use-promotion-text';
import { wageringPercent } from '../utils/wagering-progress';

const looks: Record<BonusStatus, StatusLook> = {
  ACTIVE: { color: 'blue', Icon: IconHourglassHigh },
  RELEASED: { color: 'green', Icon: IconCircleCheck },
  FORFEITED: { color: 'red', Icon: IconCircleX },
  EXPIRED: { color: 'gray', Icon: IconClockHour4 },
};

function BonusStatusBadge({ status }: { status: BonusStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <StatusBadge
      look={looks[status]}
      label={t(`bonuses.${status}`)}
      testId="bonus-status"
      data={{ 'data-status': status }}
    />
  );
}

/** One grant: amount, status, wagering done of required as a bar and in figures, and its dates. */
function BonusRow({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const percent = wageringPercent(bonus.wageringDone, bonus.wageringRequired);
  const active = bonus.status === 'ACTIVE';
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: '1px solid var(--gl-border)' }}
      data-testid="bonus-row"
      data-status={bonus.status}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} dir="auto">
            {bonus.promotionTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`type.${bonus.type}`)}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
          <MoneyText amount={bonus.amount} symbol fw={800} fz="lg" />
          <BonusStatusBadge status={bonus.status} />
        </Group>
      </Group>
      <Group justify="space-between" gap="xs" mt="xs" wrap="nowrap">
        <Text size="sm">{t('bonuses.wagering')}</Text>
        <Text size="sm" className="gl-tabular" data-testid="bonus-progress-text">
          {t('bonuses.progress', {
            done: text.money(bonus.wageringDone),
            required: text.money(bonus.wageringRequired),
          })}{' '}
          ({percent}%)
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        mt={4}
        color={
          bonus.status === 'FORFEITED' || bonus.status === 'EXPIRED'
            ? 'gray'
            : percent >= 100
              ? 'green'
              : 'gold'
        }
        aria-label={t('bonuses.progressLabel', { title: bonus.promotionTitle, percent })}
        data-testid="bonus-progress"
        data-percent={percent}
      />
      <Text size="sm" c="dimmed" mt={6}>
        {t('bonuses.granted', { time: text.date(bonus.grantedAt) })}
        {' · '}
        {active || !bonus.closedAt
          ? t('bonuses.expires', { time: text.date(bonus.expiresAt) })
          : t('bonuses.closed', { status: t(`bonuses.${bonus.status}`), time: text.date(bonus.closedAt) })}
      </Text>
      {active && bonus.forfeitOnWithdraw && (
        <Text size="sm" mt={2}>
          {t('bonuses.forfeitNote')}
        </Text>
      )}
    </Box>
  );
}

/**
 * Member centre "bonusDetails" (spec section 2): every bonus grant with its wagering progress,
 * status and expiry, or when it was released, forfeited or expired (decision 090), with the bonus
 * balance and the wagering still owed on top.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const [status, setStatus] = useState<BonusStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useBonuses(status, page);
  const data = list.data;
  return (
    <SectionPanel title={t('bonuses.title')} testId="bonus-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <SimpleGrid cols={2} spacing="lg">
          <div>
            <Text size="sm" c="dimmed">
              {t('bonuses.balance')}
            </Text>
            {data ? (
              <MoneyText amount={data.bonusBalance} symbol fw={800} fz="lg" data-testid="bonus-balance" />
            ) : (
              <Skeleton height={24} width={100} />
            )}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('bonuses.outstanding')}
            </Text>
            {data ? (
              <MoneyText amount={data.wageringOutstanding} symbol fw={800} fz="lg" />
            ) : (
              <Skeleton height={24} width={100} />
            )}
          </div>
        </SimpleGrid>
        <NativeSelect
          label={t('bonuses.filter')}
          value={status ?? ''}
          maw={220}
          data-testid="bonus-filter"
          onChange={(event) => {
            const parsed = BonusStatus.safeParse(event.currentTarget.value);
            setStatus(parsed.success ? parsed.data : null);
            setPage(1);
          }}
          data={[
            { value: '', label: t('bonuses.all') },
            ...BonusStatus.options.map((value) => ({ value, label: t(`bonuses.${value}`) })),
          ]}
        />
      </Group>
      {list.isPending && <Skeleton height={140} />}
      {list.isError && <FormErrorText error={list.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={<IconGift size={34} />} title={t('bonuses.title')} text={t('bonuses.empty')} />
      )}
      {data && data.rows.length > 0 && (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.rows.map((bonus) => (
            <BonusRow key={bonus.id} bonus={bonus} />
          ))}
        </Stack>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </SectionPanel>
  );
}
