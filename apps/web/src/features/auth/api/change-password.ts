import { memberRoutes } from '@goldline/contract/api/member.routes';
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
} from '@goldline/contract/member';
import { call, callWithMessage } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) => call(memberRoutes.changePassword, { body });

/** Forgot by phone answers a fresh session token so the player is logged straight in (spec section 4). */
export const resetPasswordByPhone = (body: ForgotByPhoneRequest) =>
  call(memberRoutes.forgotByPhone, { body });

export const resetPasswordByEmail = (body: ForgotByEmailRequest) =>
  callWithMessage(memberRoutes.forgotByEmail, { body });
