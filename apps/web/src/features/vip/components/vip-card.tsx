import type { VipLevel, VipStatus } from '@goldline/contract/vip';
import { Badge, Button, Group, Modal, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useVipStatus } from '../api/get-vip-status';
import { progressPercent } from '../utils/vip-progress';

/**
 * The VIP card at the top of the member centre (spec: public state hasVip, vipLabelName,
 * vipRankLevel; "VIP bonus"): the level, progress bars to the next level's valid bet and deposit,
 * and the ladder's rules with the keep (downgrade) rule folded behind a button.
 */
export function VipCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('vip');
  const { data } = useVipStatus(enabled);
  const [rulesOpen, setRulesOpen] = useState(false);
  if (!data?.hasVip) return null;
  const current = data.levels.find((l) => l.level === data.vipRankLevel) ?? null;
  return (
    <Paper
      p="sm"
      radius="md"
      withBorder
      mb="md"
      style={{ background: 'var(--gl-surface)' }}
      data-testid="vip-card"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <IconCrown size={22} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
            <Text fw={700} data-testid="vip-level">
              {current ? t('card.level', { level: current.level, name: current.name }) : t('card.noLevel')}
            </Text>
          </Group>
          {data.monthlyPaid && current && (
            // A badge keeps one line and cuts its words: at 360 px in longer languages it wraps instead.
            <Badge
              variant="light"
              color="green"
              h="auto"
              py={2}
              maw="100%"
              styles={{ label: { textTransform: 'none', whiteSpace: 'normal', overflow: 'visible' } }}
              data-testid="vip-monthly-paid"
            >
              {t('card.monthlyPaid')}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          size="compact-md"
          h={44}
          onClick={() => setRulesOpen(true)}
          data-testid="vip-rules-open"
        >
          {t('card.rules')}
        </Button>
      </Group>
      {data.next ? <NextLevel data={data} next={data.next} /> : <Text size="sm">{t('card.top')}</Text>}
      <KeepRule data={data} current={current} />
      <Modal opened={rulesOpen} onClose={() => setRulesOpen(false)} title={t('rules.title')} size="xl">
        <Rules levels={data.levels} />
      </Modal>
    </Paper>
  );
}

function NextLevel({ data, next }: { data: VipStatus; next: VipLevel }) {
  const { t } = useTranslation('vip');
  const bars = [
    { key: 'validBet', done: data.validBet, goal: next.validBet },
    { key: 'deposit', done: data.deposit, goal: next.deposit },
  ] as const;
  return (
    <Stack gap={6} mt="xs">
      <Text size="sm">{t('card.toNext', { name: next.name })}</Text>
      {bars.map((b) => {
        const percent = progressPercent(b.done, b.goal);
        return (
          <div key={b.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" id={`vip-bar-${b.key}`}>
                {t(`card.${b.key}`)}
              </Text>
              <Text size="sm">
                <MoneyText amount={b.done} span /> / <MoneyText amount={b.goal} span />
              </Text>
            </Group>
            {/* The name and value text go on the section, which is Mantine's role="progressbar". */}
            <Progress.Root size="md" data-testid={`vip-progress-${b.key}`}>
              <Progress.Section
                value={percent}
                aria-labelledby={`vip-bar-${b.key}`}
                aria-valuetext={t('card.percent', { percent })}
              />
            </Progress.Root>
          </div>
        );
      })}
    </Stack>
  );
}

/** The current level's keep rule in words, with the member's own figure beside it. */
function KeepRule({ data, current }: { data: VipStatus; current: VipLevel | null }) {
  const { t } = useTranslation('vip');
  if (!current || /^0+(\.0+)?$/.test(current.keepValidBet)) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="vip-keep-rule">
      {t('card.keep', { name: current.name })} <MoneyText amount={data.recentValidBet} span /> /{' '}
      <MoneyText amount={current.keepValidBet} span />
    </Text>
  );
}

function Rules({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation('vip');
  const money = (v: string) => <MoneyText amount={v} span />;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('rules.how')}</Text>
      <Text size="sm">{t('rules.keepHow')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.level')}</Table.Th>
              <Table.Th ta="end">{t('card.validBet')}</Table.Th>
              <Table.Th ta="end">{t('card.deposit')}</Table.Th>
              <Table.Th ta="end">{t('rules.upgradeBonus')}</Table.Th>
              <Table.Th ta="end">{t('rules.monthlyBonus')}</Table.Th>
              <Table.Th ta="end">{t('rules.keep')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((l) => (
              <Table.Tr key={l.level}>
                <Table.Td>{t('card.level', { level: l.level, name: l.name })}</Table.Td>
                <Table.Td ta="end">{money(l.validBet)}</Table.Td>
                <Table.Td ta="end">{money(l.deposit)}</Table.Td>
                <Table.Td ta="end">{money(l.upgradeBonus)}</Table.Td>
                <Table.Td ta="end">{money(l.monthlyBonus)}</Table.Td>
                <Table.Td ta="end">{money(l.keepValidBet)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
