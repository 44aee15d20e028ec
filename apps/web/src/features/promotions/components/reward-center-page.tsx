import type { Reward, RewardStatus } from '@goldline/contract/promotions';
import { Alert, Anchor, Box, Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorText } from '../../../lib/use-error-text';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';
import { usePromotionText } from '../hooks/use-promotion-text';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
const rowStyle = { borderTop: '1px solid var(--gl-border)' } as const;

function RewardLine({ reward, children }: { reward: Reward; children?: ReactNode }) {
  const { t } = useTranslation('promotions');
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" align="center">
      <div style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Text fw={700} dir="auto">
          {reward.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`type.${reward.type}`)}
        </Text>
      </div>
      <MoneyText amount={reward.amount} symbol fw={800} fz="lg" />
      {children}
    </Group>
  );
}

/** Rewards waiting, each claimed with its own key: a double click or a retry pays once (server-side too). */
function Waiting({ onOpenBonuses }: { onOpenBonuses: () => void }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useRewards('CLAIMABLE', page);
  const claim = useClaimReward();
  const keys = useRef(new Map<string, string>());
  const [claimed, setClaimed] = useState<{ amount: string } | null>(null);
  const keyOf = (id: string) => {
    let key = keys.current.get(id);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(id, key);
    }
    return key;
  };
  const data = list.data;
  return (
    <SectionPanel title={t('rewards.title')} testId="reward-waiting">
      {claimed && (
        <Alert
          color="green"
          variant="light"
          role="status"
          mb="sm"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          data-testid="reward-claimed"
        >
          {t('rewards.claimed', { amount: text.money(claimed.amount) })}{' '}
          <Anchor component="button" type="button" onClick={onOpenBonuses} fz="sm">
            {t('bonuses.title')}
          </Anchor>
        </Alert>
      )}
      <FormError message={claim.isError ? errorText(claim.error) : null} />
      {list.isPending && <Skeleton height={96} />}
      {list.isError && <FormErrorText error={list.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={<IconGift size={34} />} title={t('rewards.title')} text={t('rewards.empty')} />
      )}
      {data && data.rows.length > 0 && (
        <Stack gap={0} component="ul" style={listStyle}>
          {data.rows.map((reward) => {
            const busy = claim.isPending && claim.variables?.id === reward.id;
            return (
              <Box component="li" key={reward.id} py="sm" style={rowStyle} data-testid="reward-row">
                <RewardLine reward={reward}>
                  <Button
                    h={44}
                    loading={busy}
                    disabled={claim.isPending && !busy}
                    leftSection={<IconGift size={18} aria-hidden="true" />}
                    aria-label={t('rewards.claimOf', { title: reward.title })}
                    data-testid="reward-claim"
                    onClick={() => {
                      if (claim.isPending) return;
                      claim.mutate(
                        { id: reward.id, idempotencyKey: keyOf(reward.id) },
                        { onSuccess: (result) => setClaimed({ amount: result.bonus.amount }) },
                      );
                    }}
                  >
                    {t('rewards.claim')}
                  </Button>
                </RewardLine>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('rewards.expires', { time: text.date(reward.expiresAt) })}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </SectionPanel>
  );
}

function History() {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const [status, setStatus] = useState<Exclude<RewardStatus, 'CLAIMABLE'>>('CLAIMED');
  const [page, setPage] = useState(1);
  const list = useRewards(status, page);
  const data = list.data;
  return (
    <SectionPanel title={t('rewards.history')} testId="reward-history">
      <NativeSelect
        label={t('rewards.filter')}
        value={status}
        maw={220}
        mb="sm"
        onChange={(event) => {
          setStatus(event.currentTarget.value as 'CLAIMED' | 'EXPIRED');
          setPage(1);
        }}
        data={(['CLAIMED', 'EXPIRED'] as const).map((value) => ({ value, label: t(`rewards.${value}`) }))}
      />
      {list.isPending && <Skeleton height={96} />}
      {list.isError && <FormErrorText error={list.error} />}
      {data && data.rows.length === 0 && <Text c="dimmed">{t('rewards.historyEmpty')}</Text>}
      {data && data.rows.length > 0 && (
        <Stack gap={0} component="ul" style={listStyle}>
          {data.rows.map((reward) => (
            <Box component="li" key={reward.id} py="sm" style={rowStyle} data-testid="reward-history-row">
              <RewardLine reward={reward} />
              <Text size="sm" c="dimmed" mt={4}>
                {reward.claimedAt
                  ? t('rewards.claimedOn', { time: text.date(reward.claimedAt) })
                  : t('rewards.expiredOn', { time: text.date(reward.expiresAt) })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </SectionPanel>
  );
}

/** Member centre "rewardCenter" (spec section 2): rewards waiting to be claimed, then the history. */
export function RewardCenterPage({ onOpenBonuses }: { onOpenBonuses: () => void }) {
  return (
    <Stack gap="md">
      <Waiting onOpenBonuses={onOpenBonuses} />
      <History />
    </Stack>
  );
}
