import { securityRoutes } from '@goldline/contract/api/security.routes';
import { sessionRoutes } from '@goldline/contract/api/session.routes';
import type { BindMobileRequest } from '@goldline/contract/security';
import type { SmsRegisterRequest } from '@goldline/contract/session';
import { call } from '../../../lib/api-client';

/** The code for binding goes out through the register SMS call (contract security.ts). */
export const sendBindSms = (body: SmsRegisterRequest) => call(sessionRoutes.smsRegister, { body });

export const bindMobile = (body: BindMobileRequest) => call(securityRoutes.bindMobile, { body });
