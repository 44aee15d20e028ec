import { api } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';

/** A fresh id for one bet; the server replays an answer for an id it has seen (contract BetBase). */
export const newRequestId = () => crypto.randomUUID();

const RETRIES = 2;

/**
 * Posts a bet and, when the network drops the answer, asks again with the SAME request id: the
 * server then replays the settled bet instead of placing a second one.
 */
export async function sendBet<T>(path: string, body: { requestId: string } & Record<string, unknown>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.post<T>(path, body);
    } catch (error) {
      if (attempt >= RETRIES || !isApiError(error) || error.code !== 'NETWORK_ERROR') throw error;
    }
  }
}
