import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
} from '@goldline/contract/member';
import type { LoginResponse } from '@goldline/contract/session';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<unknown>('/wps/member/password', body, { encrypted: true });

/** Forgot by phone answers a fresh session token so the player is logged straight in (spec section 4). */
export const resetPasswordByPhone = (body: ForgotByPhoneRequest) =>
  api.post<Partial<LoginResponse> & { token: string }>('/wps/member/password/verification', body, {
    encrypted: true,
  });

export const resetPasswordByEmail = (body: ForgotByEmailRequest) =>
  api.postWithMessage<unknown>('/wps/member/password/email', body);
