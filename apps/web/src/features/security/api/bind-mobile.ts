import { sessionRoutes } from '@goldline/contract/api/session.routes';
import type { BindMobileRequest } from '@goldline/contract/security';
import type { SmsRegisterRequest } from '@goldline/contract/session';
import { api, call } from '../../../lib/api-client';

/** The code for binding goes out through the register SMS call (contract security.ts). */
export const sendBindSms = (body: SmsRegisterRequest) => call(sessionRoutes.smsRegister, { body });

export const bindMobile = (body: BindMobileRequest) => api.post<unknown>('/wps/member/mobile/bind', body);
