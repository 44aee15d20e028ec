import { randomUUID } from 'node:crypto';
import type { WsServerMessage } from '@goldline/contract/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../test/wallet-kit.ts';
import { recordingSocket } from '../../test/ws-client.ts';

/**
 * Issue 16 "badges update live": the points balance and the VIP level reach the member's socket
 * when the jobs change them (the web refreshes its points and VIP queries on these events), even
 * when a level is reached without any bonus money moving.
 */
let k: WalletKit;
let port: number;
beforeAll(async () => {
  k = await createWalletKit();
  await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (k.t.app.server.address() as { port: number }).port;
  // 1 point per 1.00 deposited; level 1 at 50.00 deposited, with no upgrade or monthly bonus.
  await k.t.services.points.adminSaveConfig(null, {
    rates: { LIVE: 0, LOTTERY: 0, CARD: 0, SLOTS: 0, SPORTS: 0, DEPOSIT: 100 },
    pointsPerUnit: 10,
    minConvert: 10,
  });
  const zero = { validBet: '0.00', upgradeBonus: '0.00', monthlyBonus: '0.00', keepValidBet: '0.00' };
  const save = await k.call('PUT', '/admin/vip/levels', k.tokens.op, {
    levels: [
      { level: 1, name: 'Bronze', deposit: '50.00', ...zero },
      { level: 2, name: 'Silver', deposit: '1000000.00', ...zero },
    ],
  });
  expect(save.statusCode, save.body).toBe(200);
}, 120_000);
afterAll(() => k.close());

const events = (frames: WsServerMessage[], type: string) =>
  frames.filter((f) => f.type === 'event' && f.event?.type === type).map((f) => f.event!);

describe('points and VIP over the WebSocket', () => {
  it('sends points_balance when the job earns points and vip when the level changes', async () => {
    const s = k.t.services;
    const { memberId } = await newMember(k.t.db, s.ledger, 'cash', 'USD');
    const token = await s.tokens.issue(k.t.db, 'member', memberId, { ip: '127.0.0.1', userAgent: null });
    const socket = recordingSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    await socket.until((f) => f.some((m) => m.type === 'hello'));

    const [channel] = await s.deposits.allChannels();
    await k.t.db.transaction().execute((trx) =>
      s.deposits.recordApprovedDeposit(trx, {
        memberId,
        channelId: channel!.id,
        amount: 6_000n,
        currency: 'USD',
        payerName: 'Test',
        reference: randomUUID(),
        memo: 'test deposit',
      }),
    );
    const at = new Date();
    expect(await s.points.earn(at)).toBeGreaterThan(0);
    await socket.until((f) => events(f, 'points_balance').length === 1);
    expect(events(socket.frames, 'points_balance')[0]).toMatchObject({
      accountKind: 'points',
      currency: 'PTS',
    });

    // The seeded members meet this ladder too: they change level in the same run.
    expect(await s.vip.recompute(at)).toBeGreaterThanOrEqual(1);
    await socket.until((f) => events(f, 'vip').length === 1);
    expect(events(socket.frames, 'vip')[0]).toMatchObject({ level: 1, kind: 'LEVEL' });
    // A second run changes nothing and says nothing.
    expect(await s.vip.recompute(new Date())).toBe(0);
    expect(events(socket.frames, 'vip')).toHaveLength(1);
    socket.socket.close();
  });
});
