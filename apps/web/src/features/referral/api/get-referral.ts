import { referralRoutes } from '@goldline/contract/api/referral.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deviceId } from '../../../lib/device-id';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/referral: the invite code, rules and figures. It carries this browser's device id, so a
 * friend signing up on this device is refused as a self-referral (decision 102).
 */
export const referralInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['referral', 'info', token],
    queryFn: ({ signal }) => call(referralRoutes.info, { query: { deviceId: deviceId() }, signal }),
    enabled: Boolean(token),
  });

export function useReferralInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(referralInfoQueryOptions(token));
}

/** GET /wps/referral/referees: the caller's referees, newest first, names masked by the server. */
export function useReferees(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['referral', 'referees', token, page],
    queryFn: ({ signal }) => call(referralRoutes.referees, { query: { page, pageSize: 10 }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
