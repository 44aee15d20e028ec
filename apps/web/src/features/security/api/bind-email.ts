import { securityRoutes } from '@goldline/contract/api/security.routes';
import type { ConfirmEmailRequest } from '@goldline/contract/security';
import { call } from '../../../lib/api-client';

export const sendEmailCode = (email: string) => call(securityRoutes.bindEmail, { body: { email } });

export const confirmEmail = (body: ConfirmEmailRequest) => call(securityRoutes.confirmEmail, { body });
