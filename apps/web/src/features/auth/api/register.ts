import type { RegisterRequest, RegisterResponse } from '@goldline/contract/member';
import { api } from '../../../lib/api-client';

/** PUT /wps/member/register or /register/mobile, encrypted (spec section 7). */
export const register = (body: RegisterRequest, method: 'username' | 'mobile') =>
  api.put<RegisterResponse>(
    method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    body,
    {
      encrypted: true,
    },
  );

/** Affiliate codes are checked before submit (spec section 4 "Register"). */
export const checkAffiliate = (code: string) =>
  api.get<{ valid: boolean }>('/wps/agent/affiliate', { query: { code, domain: location.hostname } });
