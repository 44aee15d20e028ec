import { sessionRoutes } from '@goldline/contract/api/session.routes';
import type { SmsNoLoginRequest, SmsRegisterRequest } from '@goldline/contract/session';
import { call } from '../../../lib/api-client';

export const sendSmsNoLogin = (body: SmsNoLoginRequest) => call(sessionRoutes.smsNoLogin, { body });

export const sendSmsRegister = (body: SmsRegisterRequest) => call(sessionRoutes.smsRegister, { body });
