import { Stack } from '@mantine/core';
import { RewardCenterPage } from '../../../features/promotions/components/reward-center-page';
import { CentreRewards } from '../../../features/rewards/components/centre-rewards';

/** rewardCenter: promotion rewards (bonuses) and prizes of missions, boards and raffles (cash). */
export function RewardCentreTab({ onOpenBonuses }: { onOpenBonuses: () => void }) {
  return (
    <Stack gap="md">
      <CentreRewards />
      <RewardCenterPage onOpenBonuses={onOpenBonuses} />
    </Stack>
  );
}
