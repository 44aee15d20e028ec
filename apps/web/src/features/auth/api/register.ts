import { memberRoutes } from '@goldline/contract/api/member.routes';
import type { RegisterRequest } from '@goldline/contract/member';
import { call } from '../../../lib/api-client';

/** PUT /wps/member/register or /register/mobile, encrypted (spec section 7). */
export const register = (body: RegisterRequest, method: 'username' | 'mobile') =>
  call(method === 'mobile' ? memberRoutes.registerMobile : memberRoutes.register, { body });

/** Affiliate codes are checked before submit (spec section 4 "Register"). */
export const checkAffiliate = (code: string) =>
  call(memberRoutes.affiliate, { query: { code, domain: location.hostname } });
