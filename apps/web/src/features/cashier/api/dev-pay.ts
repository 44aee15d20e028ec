import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import type { DevPayRequest } from '@goldline/contract/cashier';
import { call } from '../../../lib/api-client';

/** Developer gateway (MESSAGE_PROVIDER=outbox only): pays or fails a DEMOPAY deposit. */
export const devPay = (depositId: string, result: DevPayRequest['result']) =>
  call(cashierRoutes.devPay, { params: { id: depositId }, body: { result } });
