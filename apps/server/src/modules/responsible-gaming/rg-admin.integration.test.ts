import { randomUUID } from 'node:crypto';
import { MEMBER_TYPE } from '@goldline/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';

/**
 * The back office's responsible-gaming screen (decision 114) on the real database: the operator
 * finds a member by username, reads their limits and exclusion, and lists the members excluded now;
 * members can't reach these calls.
 */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (
    await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'Operator#2026' },
    })
  ).json().value.token as string;
});
afterAll(() => t.close());

const get = (url: string, token = operator) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const newMember = async () => {
  const username = `rg${randomUUID().slice(0, 8)}`;
  const id = await t.services.memberRecords.insert({ username, passwordHash: 'x', type: MEMBER_TYPE });
  return { id, username };
};

describe('the back office responsible-gaming calls', () => {
  it('list an excluded member and not another, and show a member found by username', async () => {
    const resting = await newMember();
    const playing = await newMember();
    const rg = t.services.responsibleGaming;
    const { until } = await rg.exclude(resting.id, { type: 'TIME_OUT', days: 7 });
    await rg.setLimit(playing.id, { kind: 'LOSS', period: 'DAY', amount: '50.00' });
    await rg.setLimit(playing.id, { kind: 'LOSS', period: 'DAY', amount: '80.00' });

    const list = await get('/admin/rg/exclusions?page=1&pageSize=100');
    expect(list.statusCode).toBe(200);
    const rows = list.json().value.rows as { memberId: string }[];
    expect(rows).toContainEqual({
      memberId: resting.id,
      username: resting.username,
      type: 'TIME_OUT',
      until,
    });
    expect(rows.map((r) => r.memberId)).not.toContain(playing.id);
    expect(list.json().value.total).toBeGreaterThanOrEqual(1);

    const found = await get(`/admin/rg/members?username=${playing.username.toUpperCase()}`);
    expect(found.json().value).toEqual({ memberId: playing.id, username: playing.username });
    const view = (await get(`/admin/members/${playing.id}/rg`)).json().value;
    expect(view.exclusion).toBeNull();
    expect(view.limits).toEqual([
      expect.objectContaining({
        kind: 'LOSS',
        period: 'DAY',
        amount: '50.00',
        pending: expect.objectContaining({ amount: '80.00' }),
      }),
    ]);
    const restingView = (await get(`/admin/members/${resting.id}/rg`)).json().value;
    expect(restingView.exclusion).toEqual({ type: 'TIME_OUT', until });

    const missing = await get('/admin/rg/members?username=nobody-at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('are refused to a member', async () => {
    const member = await loginToken(t, 'demo', 'PlayDemo#2026');
    expect([401, 403]).toContain((await get('/admin/rg/exclusions', member)).statusCode);
    expect([401, 403]).toContain((await get('/admin/rg/members?username=demo', member)).statusCode);
  });
});
