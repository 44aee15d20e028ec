import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ON,
  clockNow,
  deposit,
  member,
  round,
  tier,
  windLedgerBack,
} from '../../../test/contracts-kit.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Back-office house contracts on a real database (decision 096): the operator offers to a
 * top-level agent, which signs in the agent centre; the operator withdraws an offer and asks for a
 * termination the agent accepts; every step is on the contract's trail (operator, IP) and in
 * audit_log; the statements table shows what the house paid.
 */
let k: WalletKit;
const DAY = 86_400_000;
const ids: Record<string, string> = {};

const op = (method: 'GET' | 'POST', url: string, body?: unknown) => k.call(method, url, k.tokens.op, body);
const offer = (body: Record<string, unknown>) =>
  op('POST', '/admin/contracts', { tzOffset: 0, tiers: [tier(90)], ...body });
const agentAct = (id: string, action: string) =>
  k.call('POST', `/wps/agent/contracts/${id}/action`, k.tokens.agent, { action });
const consolidated = async () =>
  (await k.call('GET', '/wps/member/info/funds/consolidated', k.tokens.agent)).json().value;

beforeAll(async () => {
  k = await createWalletKit();
  await k.t.services.contracts.configure(ALL_ON);
  ids.agent = k.ids.agent;
  ids.sub = await member(k.t, 2, ids.agent, 'sub');
  // X: another top-level agent whose house contract has a day of team bets to settle.
  ids.X = await member(k.t, 1, null, 'x');
  ids.p = await member(k.t, 0, ids.X, 'p');
  const now = await clockNow(k.t);
  const dayD = new Date(Math.floor(now.getTime() / DAY) * DAY - 2 * DAY);
  await k.t.services.contracts.houseContract(
    ids.X,
    { kind: 'dailySalary', tiers: [tier(100)], tzOffset: 0 },
    new Date(dayD.getTime() + 30 * 60_000),
  );
  const mark = await clockNow(k.t);
  await deposit(k.t, ids.p, 200_000n);
  await round(k.t, ids.p, 100_000n, 0n); // 1,000.00 staked on day D
  await windLedgerBack(k.t, mark, new Date(dayD.getTime() + 10 * 3_600_000));
  await k.t.services.agent.rollup();
}, 120_000);
afterAll(() => k?.close());

describe('back-office house contracts', () => {
  it('needs an operator session: an agent token is refused', async () => {
    const res = await k.call('GET', '/admin/contracts', k.tokens.agent);
    expect(res.statusCode).toBe(401);
  });

  it('lists top-level agents only, and refuses an offer to a sub-agent as not found', async () => {
    const list = (await op('GET', '/admin/contracts')).json().value;
    const accounts = list.agents.map((a: { id: string }) => a.id);
    expect(accounts).toContain(ids.agent);
    expect(accounts).toContain(ids.X);
    expect(accounts).not.toContain(ids.sub);
    const res = await offer({ memberId: ids.sub, kind: 'hourSalary' });
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('offers, the agent signs in the agent centre; a second waiting offer is refused, then withdrawn', async () => {
    const res = await offer({ memberId: ids.agent, kind: 'hourSalary' });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().value;
    expect([c.state, c.upline.id, c.member.account]).toEqual(['newRequest', null, 'agent']);
    expect((await consolidated()).contracthoursalreq).toBe(1);
    expect((await agentAct(c.id, 'sign')).json().value.state).toBe('accepted');

    const second = (await offer({ memberId: ids.agent, kind: 'hourSalary', tiers: [tier(70)] })).json().value;
    expect((await offer({ memberId: ids.agent, kind: 'hourSalary' })).json().code).toBe('INVALID_STATE');
    const withdrawn = await op('POST', `/admin/contracts/${second.id}/action`, { action: 'withdraw' });
    expect(withdrawn.json().value.state).toBe('rejected');
    expect((await consolidated()).contracthoursalreq).toBe(0);
  });

  it('asks the agent to end a contract; the agent accepts; the trail names the operator and its IP', async () => {
    const current = (await op('GET', '/admin/contracts?kind=hourSalary'))
      .json()
      .value.rows.find(
        (r: { state: string; member: { id: string } }) => r.state === 'accepted' && r.member.id === ids.agent,
      );
    const asked = (
      await op('POST', `/admin/contracts/${current.id}/action`, { action: 'requestTermination' })
    ).json().value;
    expect([asked.state, asked.terminationBy]).toEqual(['terminationRequest', 'upline']);
    expect((await consolidated()).contracthoursalreq).toBe(2);
    expect((await agentAct(current.id, 'acceptTermination')).json().value.state).toBe('terminated');
    // Asking again is a wrong move on an ended contract.
    const again = await op('POST', `/admin/contracts/${current.id}/action`, { action: 'requestTermination' });
    expect(again.json().code).toBe('INVALID_STATE');

    const detail = (await op('GET', `/admin/contracts/${current.id}`)).json().value;
    const byOperator = detail.audit.filter(
      (a: { operatorAccount: string | null }) => a.operatorAccount === 'operator',
    );
    expect(byOperator.map((a: { action: string }) => a.action)).toEqual([
      'offer',
      'offer',
      'reject',
      'requestTermination',
    ]);
    expect(byOperator.every((a: { ip: string | null }) => a.ip === '127.0.0.1')).toBe(true);
    const agentSteps = detail.audit.filter(
      (a: { actorAccount: string | null }) => a.actorAccount === 'agent',
    );
    expect(agentSteps.map((a: { action: string }) => a.action)).toEqual(['sign', 'acceptTermination']);
    const logged = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE action LIKE 'contracts.house.%' ORDER BY id`.execute(k.t.db);
    expect(logged.rows.map((r) => r.action)).toEqual([
      'contracts.house.offer',
      'contracts.house.offer',
      'contracts.house.reject',
      'contracts.house.requestTermination',
    ]);
  });

  it('shows the statements the house paid, filtered by kind, status and payer', async () => {
    await k.t.services.contracts.settle('dailySalary');
    const page = (
      await op('GET', '/admin/contracts/statements?kind=dailySalary&payer=house&status=paid')
    ).json().value;
    // Day D (the bets) and the day after (nothing to pay), newest first.
    const ofX = page.rows.filter((r: { member: { id: string } }) => r.member.id === ids.X);
    expect(ofX.map((r: { amount: string }) => r.amount)).toEqual(['0.00', '10.00']);
    const x = ofX[1];
    expect(x).toMatchObject({ amount: '10.00', status: 'paid', upline: { id: null }, tierIndex: 0 });
    expect(x.inputs).toMatchObject({ validBet: '1000.00', activeMembers: 1 });
    const pending = (await op('GET', '/admin/contracts/statements?payer=house&status=pending')).json().value;
    expect(pending.rows.some((r: { member: { id: string } }) => r.member.id === ids.X)).toBe(false);
    const byAgents = (await op('GET', '/admin/contracts/statements?payer=agents')).json().value;
    expect(byAgents.rows.every((r: { upline: { id: string | null } }) => r.upline.id !== null)).toBe(true);
  });
});
