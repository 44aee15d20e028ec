import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/helpers.ts';
import { newMember } from '../../../test/ledger-support.ts';
import { signVendorBody } from './vendor-signature.ts';
import { launchTokenHash, type VendorAction } from './vendor-wallet.service.ts';

/**
 * Tests only: a third-party vendor as our wallet sees it (a game_vendors row with its secret, one
 * game, launch tokens) and a client that signs its calls the way a vendor does.
 */
export interface VendorKit {
  code: string;
  secret: string;
  gameCode: string;
  /** A member with `amount` minor units of cash (or play money for a trial member). */
  member(amount: bigint, kind?: 'cash' | 'play'): Promise<string>;
  /** A launch token as the catalogue issues it (sha256 stored); negative `ttlMs` = expired. */
  token(memberId: string, ttlMs?: number): Promise<string>;
  call(
    action: VendorAction,
    body: object | string,
    options?: { signature?: string | null; vendor?: string },
  ): Promise<LightMyRequestResponse>;
  balance(memberId: string, kind?: 'cash' | 'play'): Promise<bigint>;
}

export async function createVendorKit(
  t: TestApp,
  options: { walletMode?: 'SEAMLESS' | 'TRANSFER'; gameType?: string } = {},
): Promise<VendorKit> {
  const code = `V${randomBytes(4).toString('hex').toUpperCase()}`;
  const secret = randomBytes(24).toString('hex');
  const gameCode = 'vslot';
  await t.db
    .insertInto('game_vendors')
    .values({
      code,
      display_name: `Vendor ${code}`,
      icon_url: '/games/vendor.svg',
      wallet_mode: options.walletMode ?? 'SEAMLESS',
      secret,
      launch_url: 'https://vendor.example/launch',
    })
    .execute();
  const game = await t.db
    .insertInto('games')
    .values({
      vendor_code: code,
      game_code: gameCode,
      game_type: options.gameType ?? 'RNG',
      names: JSON.stringify({ EN: 'Vendor Slot', CN: '供应商老虎机' }),
      icon_url: '/games/vslot.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  return {
    code,
    secret,
    gameCode,
    async member(amount, kind = 'cash') {
      const m = await newMember(t.db, t.services.ledger, kind);
      if (kind === 'play')
        await t.db.updateTable('members').set({ type: 4 }).where('id', '=', m.memberId).execute();
      if (amount > 0n)
        await t.services.ledger.move({
          scope: 'test',
          key: randomUUID(),
          kind: kind === 'play' ? 'play_money' : 'deposit',
          postings: [
            {
              from: { system: kind === 'play' ? 'play_money_issuer' : 'payment_clearing', currency: 'USD' },
              to: { memberId: m.memberId, kind },
              amount,
            },
          ],
        });
      return m.memberId;
    },
    async token(memberId, ttlMs = 4 * 3_600_000) {
      const token = randomBytes(24).toString('base64url');
      await t.db
        .insertInto('launch_tokens')
        .values({
          token_hash: launchTokenHash(token),
          member_id: memberId,
          vendor_code: code,
          game_id: game.id,
          expires_at: new Date(Date.now() + ttlMs),
        })
        .execute();
      return token;
    },
    call(action, body, opts = {}) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const signature = opts.signature === undefined ? signVendorBody(secret, raw) : opts.signature;
      return t.app.inject({
        method: 'POST',
        url: `/vendor/${opts.vendor ?? code}/wallet/${action}`,
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-signature': signature }),
        },
        payload: raw,
      });
    },
    async balance(memberId, kind = 'cash') {
      return (await t.services.ledger.balance({ memberId, kind })).balance;
    },
  };
}
