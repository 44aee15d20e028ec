import type { WhitelabelFlag } from '@goldline/contract/system';
import { useSystemStatus } from '../api/get-system-status';

/** Operator switch from status (spec section 3); off until status has loaded. */
export function useWhitelabelFlag(flag: WhitelabelFlag): boolean {
  const { data } = useSystemStatus();
  return data?.whitelabel[flag] === true;
}
