import { securityRoutes } from '@goldline/contract/api/security.routes';
import type { PaymentPasswordRequest } from '@goldline/contract/security';
import { call } from '../../../lib/api-client';

/** Encrypted like the login password change: the route says so, the client seals the body. */
export const setPaymentPassword = (body: PaymentPasswordRequest) =>
  call(securityRoutes.paymentPassword, { body });
