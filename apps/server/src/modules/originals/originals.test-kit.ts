import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/** Integration set-up shared by the originals and jackpot tests: members, calls, money, counts. */
export interface OriginalsKit extends WalletKit {
  post(url: string, token: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** A dice bet that wins on most rolls unless told otherwise. */
  dice(token: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Credits a member's cash account from the payment clearing account (a test deposit). */
  fund(memberId: string, minor: bigint): Promise<void>;
  playBalance(memberId: string): Promise<bigint>;
  /** Ledger movements of a scope (the game wallet's is 'game:INHOUSE'). */
  movements(scope: string): Promise<number>;
  memberIdOf(token: string): Promise<string>;
}

export async function createOriginalsKit(): Promise<OriginalsKit> {
  const k = await createWalletKit();
  const post = (url: string, token: string, body: Record<string, unknown> = {}) =>
    k.call('POST', url, token, body);
  return {
    ...k,
    post,
    get: (url, token) => (token ? k.call('GET', url, token) : k.t.app.inject({ method: 'GET', url })),
    dice: (token, body = {}) =>
      post('/wps/originals/dice/bet', token, {
        amount: '1.00',
        idempotencyKey: randomUUID(),
        target: 50,
        direction: 'under',
        ...body,
      }),
    async fund(memberId, minor) {
      await k.t.services.ledger.move({
        scope: 'test',
        key: randomUUID(),
        kind: 'deposit',
        postings: [
          {
            from: { system: 'payment_clearing', currency: 'USD' },
            to: { memberId, kind: 'cash' },
            amount: minor,
          },
        ],
      });
    },
    async playBalance(memberId) {
      return (await k.t.services.ledger.balance({ memberId, kind: 'play' })).balance;
    },
    async movements(scope) {
      const r = await k.t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('scope', '=', scope)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async memberIdOf(token) {
      const res = await k.call('GET', '/wps/originals/seeds', token);
      if (res.statusCode !== 200) throw new Error(res.body);
      const s = await k.t.db
        .selectFrom('player_seeds')
        .select('member_id')
        .where('server_seed_hash', '=', res.json().value.serverSeedHash)
        .executeTakeFirstOrThrow();
      return s.member_id;
    },
  };
}
