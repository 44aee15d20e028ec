import type { ConfirmEmailRequest } from '@goldline/contract/security';
import { api } from '../../../lib/api-client';

export const sendEmailCode = (email: string) =>
  api.post<{ expiredMinutes: number }>('/wps/member/email/bind', { email });

export const confirmEmail = (body: ConfirmEmailRequest) =>
  api.post<unknown>('/wps/member/email/bind/confirm', body);
