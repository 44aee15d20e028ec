import type { PaymentPasswordRequest } from '@goldline/contract/security';
import { api } from '../../../lib/api-client';

/** Encrypted like the login password change (contract security.ts). */
export const setPaymentPassword = (body: PaymentPasswordRequest) =>
  api.post<unknown>('/wps/member/payment-password', body, { encrypted: true });
