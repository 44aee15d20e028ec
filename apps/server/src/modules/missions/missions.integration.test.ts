import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { createMissionsService } from './missions.service.ts';

/**
 * Issue 16 (decision 101): mission progress from settled bets with the reward placed once, and the
 * leaderboard's prize job run twice (and concurrently) paying each rank once. Real server, real
 * PostgreSQL.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const DAY_MS = 86_400_000;
const dice = async (token: string, amount: string) => {
  const res = await k.call('POST', '/wps/originals/dice/bet', token, {
    amount,
    target: 50,
    direction: 'under',
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const create = async (url: string, body: object) => {
  const res = await k.call('POST', url, k.tokens.op, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const rewardsOf = async (prefix: string) =>
  (
    await sql<{ member_id: string; source_key: string; amount: string }>`
      SELECT member_id::text, source_key, amount::text FROM rewards WHERE source_key LIKE ${`${prefix}%`}
      ORDER BY source_key`.execute(k.t.db)
  ).rows;

function laterService(offsetMs: number) {
  const s = k.t.services;
  return createMissionsService({
    db: k.t.db,
    records: s.records,
    rewards: s.rewards,
    members: s.memberRecords,
    system: s.system,
    admin: s.admin,
    now: () => new Date(Date.now() + offsetMs),
  });
}

describe('missions', () => {
  it('count settled bets into progress and place each reward once', async () => {
    const plays = await create('/admin/missions', {
      title: { EN: 'Play 3 rounds' },
      period: 'DAILY',
      kind: 'PLAY_COUNT',
      target: '3',
      reward: '5.00',
    });
    const bets = await create('/admin/missions', {
      title: { EN: 'Bet 100' },
      period: 'WEEKLY',
      kind: 'BET_AMOUNT',
      target: '100.00',
      reward: '8.00',
    });
    const summary = async () =>
      (await k.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', k.tokens.player01)).json().value;
    const find = (v: { missions: { id: string }[] }, id: string) => v.missions.find((m) => m.id === id);

    expect(find(await summary(), plays.id)).toMatchObject({ progress: '0', completed: false, target: '3' });
    // player01 starts with no money (the e2e tests own it): a deposit first.
    await k.t.services.ledger.move({
      scope: 'test',
      key: `fund:${randomUUID()}`,
      kind: 'deposit',
      postings: [
        {
          from: { system: 'payment_clearing', currency: 'USD' },
          to: { memberId: k.ids.player01, kind: 'cash' },
          amount: 10_000n,
        },
      ],
    });
    await dice(k.tokens.player01, '1.00');
    await dice(k.tokens.player01, '1.50');
    const part = await summary();
    expect(find(part, plays.id)).toMatchObject({ progress: '2', completed: false });
    expect(find(part, bets.id)).toMatchObject({ progress: '2.50', target: '100.00', completed: false });

    await dice(k.tokens.player01, '1.00');
    const done = await summary();
    expect(find(done, plays.id)).toMatchObject({ progress: '3', completed: true, reward: '5.00' });
    expect(find(done, bets.id)).toMatchObject({ progress: '3.50', completed: false });
    // The job and another read place nothing more.
    await k.t.services.missions.refreshAll();
    await summary();
    expect(await rewardsOf(`mission:${plays.id}:`)).toEqual([
      {
        member_id: k.ids.player01,
        source_key: expect.stringMatching(/^mission:\d+:D\d{4}-\d\d-\d\d$/),
        amount: '500',
      },
    ]);
    expect(await rewardsOf(`mission:${bets.id}:`)).toEqual([]);
    const badges = (await k.call('GET', '/wps/rewards/badges', k.tokens.player01)).json().value;
    expect(badges.missionCount).toBeGreaterThanOrEqual(1);
    // A visitor sees the missions without progress.
    const visitor = (await k.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', '')).json().value;
    expect(find(visitor, plays.id)).toMatchObject({ progress: '0', completed: false });
  });
});

describe('mission editing', () => {
  it('an operator edits and switches off a mission (audited); members stop seeing it; unknown ids are 404', async () => {
    const mission = await create('/admin/missions', {
      title: { EN: 'Play 5 rounds' },
      period: 'DAILY',
      kind: 'PLAY_COUNT',
      target: '5',
      reward: '2.00',
    });
    const edited = {
      title: { EN: 'Play 7 rounds', AR: 'العب 7 جولات' },
      period: 'WEEKLY',
      kind: 'PLAY_COUNT',
      gameType: null,
      target: '7',
      reward: '3.50',
      enabled: false,
      sort: 4,
    };
    const res = await k.call('PUT', `/admin/missions/${mission.id}`, k.tokens.op, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ ...edited, id: mission.id });
    const overview = (await k.call('GET', '/admin/missions', k.tokens.op)).json().value;
    expect(overview.missions.find((m: { id: string }) => m.id === mission.id)).toMatchObject(edited);
    const summary = (await k.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', '')).json().value;
    expect(summary.missions.map((m: { id: string }) => m.id)).not.toContain(mission.id);
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'before', 'after'])
      .where('action', '=', 'missions.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).not.toBeNull();
    expect(audit[0]!.before).toMatchObject({ id: mission.id, target: '5', enabled: true });
    expect(audit[0]!.after).toMatchObject({ id: mission.id, target: '7', enabled: false });

    const missing = await k.call('PUT', '/admin/missions/999999', k.tokens.op, edited);
    expect(missing.statusCode).toBe(404);
    const member = await k.call('PUT', `/admin/missions/${mission.id}`, k.tokens.player01, edited);
    expect(member.statusCode).toBe(401);
  });
});

describe('leaderboards', () => {
  it('rank valid bet with masked names, and the prize job run twice pays each rank once', async () => {
    const board = await create('/admin/leaderboards', {
      title: { EN: 'Daily race' },
      period: 'DAILY',
      prizes: ['30.00', '20.00'],
    });
    await dice(k.tokens.demo, '40.00');
    await dice(k.tokens.agent, '30.00');
    const view = (await k.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard', k.tokens.demo)).json().value;
    const live = view.leaderboards.find((b: { id: string }) => b.id === board.id);
    expect(live.entries.length).toBeGreaterThanOrEqual(2);
    for (const e of live.entries) expect(e.name).toMatch(/^.{0,2}\*\*\*$/);
    expect(live.me).toMatchObject({ rank: expect.any(Number) });
    expect(live.entries.find((e: { isMe: boolean }) => e.isMe)?.rank).toBe(live.me.rank);

    // A day later today's period is closed: pay it twice in a row and twice at once.
    const tomorrow = laterService(DAY_MS);
    const first = await tomorrow.payLeaderboards();
    expect(first).toBeGreaterThanOrEqual(2);
    const again = await Promise.all([tomorrow.payLeaderboards(), laterService(DAY_MS).payLeaderboards()]);
    expect(again).toEqual([0, 0]);
    const prizes = await rewardsOf(`leaderboard:${board.id}:`);
    expect(prizes.map((p) => p.source_key.replace(/^.*:rank:/, ''))).toEqual(['1', '2']);
    expect(prizes.map((p) => p.amount)).toEqual(['3000', '2000']);
    const top = await k.t.services.records.validBetRanking(
      new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS),
      new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS),
      2,
    );
    expect(prizes.map((p) => p.member_id)).toEqual(top.map((t) => t.memberId));
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});
