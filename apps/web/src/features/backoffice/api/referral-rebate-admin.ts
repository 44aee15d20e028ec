import { rebateRoutes } from '@goldline/contract/api/rebate.routes';
import { referralRoutes } from '@goldline/contract/api/referral.routes';
import type { RebateSettings } from '@goldline/contract/rebate';
import type { ReferralRules } from '@goldline/contract/referral';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office for the refer-and-earn rules and the manual rebate's rates (decision 102); audited. */
const referralKey = ['backoffice', 'referral-rules'] as const;
const rebateKey = ['backoffice', 'rebate-settings'] as const;

export const useReferralRules = () =>
  useQuery({
    queryKey: referralKey,
    queryFn: ({ signal }) => operatorCall(referralRoutes.adminRules, { signal }),
  });

export function useSaveReferralRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralRules) => operatorCall(referralRoutes.adminUpdateRules, { body }),
    onSuccess: (saved) => queryClient.setQueryData(referralKey, saved),
  });
}

export const useRebateSettings = () =>
  useQuery({
    queryKey: rebateKey,
    queryFn: ({ signal }) => operatorCall(rebateRoutes.adminSettings, { signal }),
  });

export function useSaveRebateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RebateSettings) => operatorCall(rebateRoutes.adminUpdateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(rebateKey, saved),
  });
}
