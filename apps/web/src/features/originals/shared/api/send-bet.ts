import type { EndpointOf } from '@goldline/contract/api/all-endpoints';
import type { RequestOf, ResponseOf } from '@goldline/contract/endpoint';
import type { Route } from '@goldline/contract/route';
import { call } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';

/** A fresh id for one bet; the server replays an answer for an id it has seen (contract BetBase). */
export const newIdempotencyKey = () => crypto.randomUUID();

const RETRIES = 2;

/** The body a bet route takes (every bet carries its idempotencyKey, contract BetBase). */
type BetBody<R extends Route> =
  RequestOf<EndpointOf<R>> extends { body: infer B extends { idempotencyKey: string } } ? B : never;

/**
 * Posts a bet and, when the network drops the answer, asks again with the SAME request id: the
 * server then replays the settled bet instead of placing a second one.
 */
export async function sendBet<R extends Route>(
  route: R,
  body: BetBody<R>,
): Promise<ResponseOf<EndpointOf<R>>> {
  // `call`'s input type is resolved per route; BetBody<R> is that input's body for this route.
  const post = call as unknown as (
    route: R,
    input: { body: BetBody<R> },
  ) => Promise<ResponseOf<EndpointOf<R>>>;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await post(route, { body });
    } catch (error) {
      if (attempt >= RETRIES || !isApiError(error) || error.code !== 'NETWORK_ERROR') throw error;
    }
  }
}
