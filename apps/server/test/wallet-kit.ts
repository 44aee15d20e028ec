import type { LightMyRequestResponse } from 'fastify';
import { auth, createTestApp, loginToken, type TestApp } from './helpers.ts';

/** Shared set-up for the cashier-area integration tests (members, operator, calls, counts). */
export interface WalletKit {
  t: TestApp;
  tokens: { demo: string; agent: string; player01: string; op: string };
  ids: { demo: string; agent: string; player01: string };
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Posted and available cash balance in minor units. */
  balance(memberId: string): Promise<{ balance: bigint; available: bigint }>;
  count(table: CountedTable): Promise<number>;
  trialToken(): Promise<string>;
  close(): Promise<void>;
}

/** A valid 1x1 PNG and a valid 1x1 (progressive) JPEG: proofs are checked by their bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

export type CountedTable =
  | 'deposits'
  | 'withdrawals'
  | 'bank_accounts'
  | 'transfers'
  | 'messages'
  | 'receipt_cases'
  | 'payment_passwords'
  | 'email_codes'
  | 'deposit_channels'
  | 'ledger_transactions'
  | 'ledger_entries';

export async function createWalletKit(): Promise<WalletKit> {
  const t = await createTestApp();
  const op = (
    await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'Operator#2026' },
    })
  ).json().value.token;
  const idOf = async (username: string) =>
    (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const kit: WalletKit = {
    t,
    tokens: {
      demo: await loginToken(t, 'demo', 'PlayDemo#2026'),
      agent: await loginToken(t, 'agent', 'AgentDemo#2026'),
      player01: await loginToken(t, 'player01', 'PlayDemo#2026'),
      op,
    },
    ids: { demo: await idOf('demo'), agent: await idOf('agent'), player01: await idOf('player01') },
    call: (method, url, token, payload) =>
      t.app.inject({
        method,
        url,
        headers: auth(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async balance(memberId) {
      const b = await t.services.ledger.balance({ memberId, kind: 'cash' });
      return { balance: b.balance, available: b.available };
    },
    async count(table) {
      const r = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async trialToken() {
      const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' });
      return res.json().value.token;
    },
    close: () => t.close(),
  };
  return kit;
}

/** Sets a first payment password through the encrypted route (proven by the login password). */
export async function setPaymentPassword(
  k: WalletKit,
  token: string,
  loginPassword: string,
  password: string,
): Promise<void> {
  const res = await k.t.sendEncrypted(
    'POST',
    '/wps/member/payment-password',
    { loginPassword, newPaymentPassword: password, confirmPaymentPassword: password },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`payment password: ${res.body}`);
}
