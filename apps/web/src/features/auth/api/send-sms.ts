import type { SmsNoLoginRequest, SmsRegisterRequest, SmsSent } from '@goldline/contract/session';
import { api } from '../../../lib/api-client';

export const sendSmsNoLogin = (body: SmsNoLoginRequest) =>
  api.post<SmsSent>('/wps/verification/sms/noLogin', body);

export const sendSmsRegister = (body: SmsRegisterRequest) =>
  api.post<SmsSent>('/wps/verification/sms/register', body);
