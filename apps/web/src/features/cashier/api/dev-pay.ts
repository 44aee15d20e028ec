import type { DepositStatus } from '@goldline/contract/cashier';
import { api } from '../../../lib/api-client';

/** Developer gateway (MESSAGE_PROVIDER=outbox only): pays or fails a DEMOPAY deposit. */
export const devPay = (depositId: string, result: 'PAID' | 'FAILED') =>
  api.post<{ status: DepositStatus }>(`/wps/dev/pay/${encodeURIComponent(depositId)}`, { result });
