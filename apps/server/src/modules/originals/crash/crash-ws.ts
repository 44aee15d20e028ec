import { type CrashCashoutAck, CrashWsCashout } from '@goldline/contract/originals';
import type { WsServerMessage } from '@goldline/contract/ws';
import { AppError } from '../../../lib/app-error.ts';
import type { CrashService } from './crash.service.ts';

/**
 * `{type:'crash.cashout', roundId}` on /ws: the same server-authoritative cash-out as the HTTP
 * route, answered on the socket with `{type:'crash.cashout', data: CrashCashoutAck}` as soon as it
 * is recorded (decision 066): no balance in it; the ledger's `balance` event follows the payout.
 */
export function crashWsCashout(service: CrashService) {
  return async (memberId: string, message: unknown): Promise<WsServerMessage> => {
    const parsed = CrashWsCashout.safeParse(message);
    const roundId = parsed.success ? parsed.data.roundId : '';
    let data: CrashCashoutAck;
    if (!parsed.success) data = { ok: false, roundId, code: 'VALIDATION_FAILED' };
    else {
      try {
        data = { ok: true, ...(await service.recordCashout(memberId, roundId)) };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        data = { ok: false, roundId, code: err.code };
      }
    }
    return { type: 'crash.cashout', seq: 0, data };
  };
}
