import { CHAT_RATE } from '@goldline/contract/chat-limits';
import type { WsServerMessage } from '@goldline/contract/ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { recordingSocket } from '../../../test/ws-client.ts';

/**
 * The chat room (issue 17, decision 110) on the real server and PostgreSQL, with a second app on the
 * same database standing for a second process: a post through one reaches a socket held by the
 * other (NOTIFY 'chat'), and so does an operator's removal. Guests and trial accounts can't post;
 * links and contact details, a sixth message inside the rate window and a muted member are refused.
 */
let k: WalletKit;
let other: TestApp;
let otherPort: number;

beforeAll(async () => {
  k = await createWalletKit();
  other = await createTestApp(() => {}, { database: k.t.databaseName });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  otherPort = (other.app.server.address() as { port: number }).port;
  const room = await k.call('POST', '/admin/chat/rooms', k.tokens.op, { code: 'lobby', name: 'Lobby' });
  expect(room.statusCode, room.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await k?.close();
});

const post = (token: string, content: string, room = 'lobby') =>
  k.call('POST', `/wps/chat/rooms/${room}/messages`, token, { content });
const chatFrames = (frames: WsServerMessage[]) =>
  frames
    .filter((f) => f.type === 'chat')
    .map(
      (f) =>
        f.data as { kind: string; id?: string; message?: { id: string; content: string; sender: string } },
    );

/** A socket of `username` on the other process, once it said hello. */
async function socketOnOther(username: string) {
  const token = await loginToken(other, username, 'PlayDemo#2026');
  const ws = recordingSocket(`ws://127.0.0.1:${otherPort}/ws?token=${token}`);
  await ws.until((f) => f.some((m) => m.type === 'hello'));
  return ws;
}

describe('chat room', () => {
  it('answers CBS_modelList and CBS_launchChat with our own chat page, only to a logged-in member', async () => {
    const guest = await k.t.app.inject({ method: 'GET', url: '/wps/relay/CBS_modelList' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');
    const list = (await k.call('GET', '/wps/relay/CBS_modelList', k.tokens.demo)).json().value;
    expect(list).toEqual({ chatUrl: '/chat', list: [{ code: 'lobby', name: 'Lobby' }] });
    const launch = (await k.call('GET', '/wps/relay/CBS_launchChat?room=lobby', k.tokens.demo)).json().value;
    expect(launch.chatUrl).toBe('/chat?room=lobby');
    const unknown = await k.call('GET', '/wps/relay/CBS_launchChat?room=nowhere', k.tokens.demo);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('refuses a guest and a trial account', async () => {
    const guest = await k.t.app.inject({
      method: 'POST',
      url: '/wps/chat/rooms/lobby/messages',
      payload: { content: 'hello' },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await post(await k.trialToken(), 'hello from a trial');
    expect(trial.json().code).toBe('TRIAL_FORBIDDEN');
    const history = await k.t.app.inject({ method: 'GET', url: '/wps/chat/rooms/lobby/messages' });
    expect(history.statusCode).toBe(401);
  });

  it('delivers a post made through one process to a socket on the other, masked, and in the history', async () => {
    const ws = await socketOnOther('demo');
    const res = await post(k.tokens.player01, '  Good luck everyone!  ');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().value;
    expect(mine).toMatchObject({
      roomCode: 'lobby',
      content: 'Good luck everyone!',
      mine: true,
      sender: 'pl***1',
    });
    await ws.until((f) => chatFrames(f).some((c) => c.message?.id === mine.id), 25_000);
    const frame = chatFrames(ws.frames).find((c) => c.message?.id === mine.id)!;
    expect(frame).toEqual({ kind: 'posted', message: { ...mine, mine: undefined } });
    // The login name never travels: only the masked sender.
    expect(JSON.stringify(frame)).not.toContain('player01');

    const seen = (await k.call('GET', '/wps/chat/rooms/lobby/messages', k.tokens.demo)).json().value;
    expect(seen.room).toEqual({ code: 'lobby', name: 'Lobby' });
    expect(seen.list.at(-1)).toMatchObject({ id: mine.id, mine: false });
    ws.socket.close();
  }, 60_000);

  it('refuses links and contact details with a coded error and stores nothing', async () => {
    const count = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_messages`.execute(k.t.db)).rows[0]!.n;
    const before = await count();
    for (const text of ['join bigwin.bet', 'mail me a.b@gmail.com', 'call 081-234-5678', 'telegram @vip88']) {
      const res = await post(k.tokens.demo, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().code).toBe('CHAT_CONTACT_REFUSED');
    }
    const tooLong = await post(k.tokens.demo, 'x'.repeat(201));
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
    expect(await count()).toBe(before);
  });

  it(`takes ${CHAT_RATE.burst} messages in ${CHAT_RATE.windowSeconds} s and refuses the next with a wait`, async () => {
    // Sent together: the member's lock decides them one at a time, so exactly `burst` pass.
    const results = await Promise.all(
      Array.from({ length: CHAT_RATE.burst + 2 }, (_, i) => post(k.tokens.agent, `round ${i}`)),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(CHAT_RATE.burst);
    expect(codes.filter((c) => c === 'CHAT_RATE_LIMITED')).toHaveLength(2);
    const refused = results.find((r) => r.statusCode === 429)!.json();
    expect(refused.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.value.retryAfterSeconds).toBeLessThanOrEqual(CHAT_RATE.windowSeconds);
  });

  it('mutes a member for a period (audited with operator and IP) and removes a message for everyone live', async () => {
    const ws = await socketOnOther('player01');
    const said = (await post(k.tokens.demo, 'a message the operator removes')).json().value;

    const mute = await k.call('POST', '/admin/chat/mutes', k.tokens.op, {
      memberId: k.ids.demo,
      minutes: 60,
      reason: 'spam',
    });
    expect(mute.statusCode, mute.body).toBe(200);
    expect(mute.json().value.list).toEqual([
      expect.objectContaining({ memberId: k.ids.demo, username: 'demo' }),
    ]);
    const muted = await post(k.tokens.demo, 'still here?');
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe('CHAT_MUTED');
    expect(Date.parse(muted.json().value.fields.until)).toBeGreaterThan(Date.now() + 59 * 60_000);

    const del = await k.call('DELETE', `/admin/chat/messages/${said.id}`, k.tokens.op);
    expect(del.statusCode, del.body).toBe(200);
    await ws.until((f) => chatFrames(f).some((c) => c.kind === 'deleted' && c.id === said.id), 25_000);
    const again = await k.call('DELETE', `/admin/chat/messages/${said.id}`, k.tokens.op);
    expect(again.json().code).toBe('NOT_FOUND');

    const history = (await k.call('GET', '/wps/chat/rooms/lobby/messages', k.tokens.player01)).json().value;
    expect(history.list.map((m: { id: string }) => m.id)).not.toContain(said.id);
    const office = (await k.call('GET', '/admin/chat/messages?room=lobby', k.tokens.op)).json().value;
    expect(office.list.find((m: { id: string }) => m.id === said.id)).toMatchObject({
      username: 'demo',
      deletedAt: expect.any(String),
    });

    const log = await sql<{ action: string; operator_id: string; ip: string; member_id: string }>`
      SELECT action, operator_id, ip, member_id FROM chat_moderation ORDER BY id`.execute(k.t.db);
    expect(log.rows.map((r) => r.action)).toEqual(['MUTE', 'DELETE']);
    for (const r of log.rows) {
      expect(String(r.member_id)).toBe(k.ids.demo);
      expect(r.operator_id).not.toBeNull();
      expect(r.ip).toBe('127.0.0.1');
    }
    // Members can't moderate.
    const byMember = await k.call('DELETE', `/admin/chat/messages/${said.id}`, k.tokens.player01);
    expect(byMember.statusCode).toBe(401);
    ws.socket.close();
  }, 60_000);
});
