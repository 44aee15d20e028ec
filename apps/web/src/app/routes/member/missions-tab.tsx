import { Stack } from '@mantine/core';
import { MissionsPage } from '../../../features/missions/components/missions-page';
import { RafflesPanel } from '../../../features/rewards/components/raffles-panel';

/** missionLeaderboard: missions and leaderboards, then the raffles. */
export function MissionsTab() {
  return (
    <Stack gap="md">
      <MissionsPage />
      <RafflesPanel />
    </Stack>
  );
}
