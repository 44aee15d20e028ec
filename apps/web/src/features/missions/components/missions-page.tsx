import type { MissionProgress } from '@goldline/contract/missions';
import { Badge, Group, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useCurrency } from '../../../lib/currency-context';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useLeaderboards, useMissionSummary } from '../api/get-missions';

/** Progress in whole percent, rounded down in BigInt on minor units so 99.9% never reads 100%. */
function percent(m: MissionProgress) {
  const minor = (s: string) => BigInt(s.replace('.', ''));
  const target = minor(m.target);
  return target > 0n ? Number((minor(m.progress) * 100n) / target) : 0;
}

function MissionRow({ mission }: { mission: MissionProgress }) {
  const { t, i18n } = useTranslation('missions');
  const { decimals } = useCurrency();
  const money = mission.kind === 'BET_AMOUNT';
  const value = percent(mission);
  const locale = languageInfo(i18n.language).locale;
  const target = money ? formatAmount(mission.target, { locale, decimals }) : mission.target;
  return (
    <Stack gap={6} py="sm" style={{ borderTop: '1px solid var(--gl-border)' }} data-testid="mission-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {mission.completed && (
            <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
          )}
          <Text fw={700} dir="auto">
            {mission.title}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {t(`period.${mission.period}`)}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('reward')}
          </Text>
          <MoneyText amount={mission.reward} symbol fw={800} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`kind.${mission.kind}`, { target })}
      </Text>
      <Progress
        value={value}
        color={mission.completed ? 'green' : 'yellow'}
        aria-label={t('progressLabel', { title: mission.title })}
      />
      <Group justify="space-between">
        <Text size="sm" data-testid="mission-progress">
          {money ? (
            <>
              <MoneyText amount={mission.progress} span /> / <MoneyText amount={mission.target} span />
            </>
          ) : (
            `${mission.progress} / ${mission.target}`
          )}
        </Text>
        {/* The light-badge green: Mantine's text green is about 2.5:1 on the light surface. */}
        <Text size="sm" c={mission.completed ? 'var(--mantine-color-green-light-color)' : 'dimmed'}>
          {mission.completed ? t('completed') : `${value}%`}
        </Text>
      </Group>
    </Stack>
  );
}

function Boards() {
  const { t } = useTranslation('missions');
  const boards = useLeaderboards();
  if (boards.isPending) return <Skeleton h={120} />;
  return (
    <>
      {boards.data?.leaderboards.map((b) => (
        <SectionPanel key={b.id} title={b.title} testId="leaderboard">
          <Text size="sm" c="dimmed" mb="xs">
            {t('boardRule', { period: t(`period.${b.period}`) })}
            {b.me && ` ${t('myRank', { rank: b.me.rank })}`}
          </Text>
          {b.entries.length === 0 ? (
            <Text c="dimmed">{t('boardEmpty')}</Text>
          ) : (
            // Four columns fit a 360 px phone without a sideways scroller.
            <Table.ScrollContainer minWidth={280}>
              <Table striped horizontalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rank')}</Table.Th>
                    <Table.Th>{t('member')}</Table.Th>
                    <Table.Th ta="end">{t('validBet')}</Table.Th>
                    <Table.Th ta="end">{t('prize')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {b.entries.map((e) => (
                    <Table.Tr key={e.rank} fw={e.isMe ? 700 : undefined}>
                      <Table.Td>{e.rank}</Table.Td>
                      <Table.Td dir="ltr">{e.isMe ? `${e.name} (${t('you')})` : e.name}</Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        <MoneyText amount={e.validBet} span />
                      </Table.Td>
                      {/* The symbol stays beside its figure in the narrow column at 360 px. */}
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        {e.prize ? <MoneyText amount={e.prize} symbol span /> : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </SectionPanel>
      ))}
    </>
  );
}

/** The member centre's missionLeaderboard tab: daily and weekly missions with progress, and the boards. */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  const summary = useMissionSummary();
  const missions = summary.data?.missions ?? [];
  return (
    <Stack gap="md">
      <SectionPanel title={t('title')} testId="missions">
        {summary.isPending ? (
          <Skeleton h={160} />
        ) : missions.length === 0 ? (
          <EmptyState icon={<IconTargetArrow size={34} />} title={t('title')} text={t('empty')} />
        ) : (
          <Stack gap={0}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('intro')}
            </Text>
            {missions.map((m) => (
              <MissionRow key={m.id} mission={m} />
            ))}
          </Stack>
        )}
      </SectionPanel>
      <Boards />
    </Stack>
  );
}
