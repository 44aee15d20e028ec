import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function nextMessage(ws: {
  once(e: 'message', cb: (d: unknown) => void): void;
}): Promise<{ type: string; seq: number }> {
  return new Promise((resolve) => ws.once('message', (d) => resolve(JSON.parse(String(d)))));
}

describe('/ws', () => {
  it('says hello to a member authenticated by query token and delivers bus events', async () => {
    // player01 has no events yet (the demo seed deposits to demo), so its stream starts at 0.
    const token = await loginToken(t, 'player01', 'PlayDemo#2026');
    const ws = await t.app.injectWS(`/ws?token=${token}`);
    expect(await nextMessage(ws)).toEqual({ type: 'hello', seq: 0 });
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player01')
      .executeTakeFirstOrThrow();
    const next = nextMessage(ws);
    expect(t.services.wsBus.publish(member.id, { type: 'balance', seq: 1 })).toBe(1);
    expect(await next).toEqual({ type: 'balance', seq: 1 });
    ws.terminate();
  });

  it('accepts the token as a first message, and refuses a bad one', async () => {
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const ws = await t.app.injectWS('/ws');
    const hello = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'auth', token }));
    expect((await hello).type).toBe('hello');
    ws.terminate();

    const bad = await t.app.injectWS('/ws?token=nope');
    const closed = new Promise<number>((resolve) => bad.once('close', (code: number) => resolve(code)));
    expect(await nextMessage(bad)).toMatchObject({ type: 'error' });
    expect(await closed).toBe(4401);
  });
});
