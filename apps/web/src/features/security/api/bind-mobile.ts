import type { BindMobileRequest } from '@goldline/contract/security';
import type { SmsRegisterRequest, SmsSent } from '@goldline/contract/session';
import { api } from '../../../lib/api-client';

/** The code for binding goes out through the register SMS call (contract security.ts). */
export const sendBindSms = (body: SmsRegisterRequest) =>
  api.post<SmsSent>('/wps/verification/sms/register', body);

export const bindMobile = (body: BindMobileRequest) => api.post<unknown>('/wps/member/mobile/bind', body);
