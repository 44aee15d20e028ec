import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { FEEDBACK_PER_HOUR } from './feedback.service.ts';

/** Issue 17 / decision 108: POST /wps/feedback and the operator's answer into the member's inbox. */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const GOOD = 'My deposit has not arrived after ten minutes.';
let nextIp = 10;
/** Each test its own address, so the hourly limit of one never spills into another. */
const freshIp = () => `203.0.113.${nextIp++}`;

async function send(
  body: Record<string, unknown>,
  opts: { token?: string; ip?: string; captcha?: boolean } = {},
) {
  const captcha = opts.captcha === false ? {} : await k.t.knownCaptcha('AB3D');
  return k.t.app.inject({
    method: 'POST',
    url: '/wps/feedback',
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { 'x-session-token': opts.token } : {},
    payload: { ...captcha, ...body },
  });
}

/** Every language of the web app carries a message for the code (apps/web/src/locales/<lang>/errors.json). */
function expectTranslated(code: string) {
  const root = resolve(import.meta.dirname, '../../../../web/src/locales');
  const langs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  expect(langs.length).toBe(25);
  const en = JSON.parse(readFileSync(resolve(root, 'en/errors.json'), 'utf8'))[code];
  expect(en, `en/${code}`).toBeTruthy();
  for (const lang of langs) {
    const text = JSON.parse(readFileSync(resolve(root, lang.name, 'errors.json'), 'utf8'))[code];
    expect(typeof text === 'string' && text.length > 0, `${lang.name}/${code}`).toBe(true);
    if (lang.name !== 'en') expect(text, `${lang.name}/${code} is still English`).not.toBe(en);
  }
}

describe('validation: each rule answers its own code, translated in every language', () => {
  it('lists the empty fields together (type 0 counts as filled)', async () => {
    const res = await send({ content: '   ' }, { captcha: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FEEDBACK_FIELDS_REQUIRED',
      value: { fields: { missing: 'type,content,captcha' } },
    });
    const typeZero = await send({ type: 0, content: '' });
    expect(typeZero.json()).toMatchObject({
      code: 'FEEDBACK_FIELDS_REQUIRED',
      value: { fields: { missing: 'content' } },
    });
    expectTranslated('FEEDBACK_FIELDS_REQUIRED');
  });

  it('refuses a question type outside the spec list', async () => {
    const res = await send({ type: 5, content: GOOD });
    expect(res.json().code).toBe('FEEDBACK_TYPE_INVALID');
    expectTranslated('FEEDBACK_TYPE_INVALID');
  });

  it('counts 20 to 200 characters after trimming', async () => {
    const nineteen = `  ${'a'.repeat(19)}   `;
    expect((await send({ type: 1, content: nineteen })).json().code).toBe('FEEDBACK_CONTENT_LENGTH');
    expect((await send({ type: 1, content: 'b'.repeat(201) })).json().code).toBe('FEEDBACK_CONTENT_LENGTH');
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect((await send({ type: 1, content: '🎲'.repeat(200) })).statusCode).toBe(200);
    expect((await send({ type: 1, content: ` ${'c'.repeat(20)} ` })).statusCode).toBe(200);
    expectTranslated('FEEDBACK_CONTENT_LENGTH');
  });

  it('requires the captcha and refuses a wrong one (used up either way)', async () => {
    expect((await send({ type: 3, content: GOOD }, { captcha: false })).json()).toMatchObject({
      code: 'FEEDBACK_FIELDS_REQUIRED',
      value: { fields: { missing: 'captcha' } },
    });
    const captcha = await k.t.knownCaptcha('AB3D');
    const wrong = await send({ type: 3, content: GOOD, ...captcha, captcha: 'ZZZZ' }, { captcha: false });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    const reused = await send({ type: 3, content: GOOD, ...captcha }, { captcha: false });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
    expectTranslated('CAPTCHA_INVALID');
  });
});

describe('sending and answering', () => {
  it("stores a visitor's feedback without a sender, even when the body names one", async () => {
    const res = await send({
      type: 6,
      content: 'I would like to become an agent in my city.',
      sender: 'demo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await k.t.db
      .selectFrom('feedback')
      .select(['member_id', 'sender', 'type'])
      .where('id', '=', res.json().value.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_id: null, sender: null, type: 6 });
  });

  it("an operator's answer reaches the member's inbox once, and is audited with the operator and IP", async () => {
    const sent = await send(
      { type: 2, content: 'Where is my withdrawal from this morning?' },
      { token: k.tokens.demo },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().value.id as string;

    const open = await k.call('GET', '/admin/feedback?status=OPEN&type=2', k.tokens.op);
    expect(open.json().value.rows).toEqual([
      expect.objectContaining({ id, sender: 'demo', status: 'OPEN', type: 2, answer: null }),
    ]);
    // Members can't read the inbox or answer.
    expect((await k.call('GET', '/admin/feedback', k.tokens.demo)).json().code).toBe('UNAUTHORIZED');

    const inboxBefore = await k.call('GET', '/wps/messages', k.tokens.demo);
    const answer = 'It was paid at 10:05; please allow up to an hour for your bank.';
    const answered = await k.t.app.inject({
      method: 'POST',
      url: `/admin/feedback/${id}/answer`,
      remoteAddress: '192.0.2.44',
      headers: { 'x-session-token': k.tokens.op },
      payload: { answer },
    });
    expect(answered.json().value).toMatchObject({ id, status: 'ANSWERED', answer });
    const again = await k.call('POST', `/admin/feedback/${id}/answer`, k.tokens.op, { answer: 'Twice?' });
    expect(again.json().code).toBe('INVALID_STATE');

    const inbox = (await k.call('GET', '/wps/messages', k.tokens.demo)).json().value;
    expect(inbox.total).toBe(inboxBefore.json().value.total + 1);
    const answers = inbox.rows.filter((m: { kind: string }) => m.kind === 'FEEDBACK_ANSWER');
    expect(answers).toHaveLength(1);
    expect(answers[0].params).toEqual({ question: 'Where is my withdrawal from this morning?', answer });
    // Pushed live: the outbox holds one message event for it.
    const events = await k.t.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('member_id', '=', k.ids.demo)
      .where('type', '=', 'message')
      .execute();
    expect(events.filter((e) => JSON.stringify(e.payload).includes('FEEDBACK_ANSWER'))).toHaveLength(1);

    const audit = await k.t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'after'])
      .where('action', '=', 'feedback.answer')
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).not.toBeNull();
    expect(audit.after).toMatchObject({ id, ip: '192.0.2.44', delivered: true });
    const closed = await k.call('GET', '/admin/feedback?status=ANSWERED', k.tokens.op);
    expect(closed.json().value.rows.map((r: { id: string }) => r.id)).toContain(id);
  });

  it(`allows ${FEEDBACK_PER_HOUR} feedbacks an hour per IP, then RATE_LIMITED (counted in the database)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await send({ type: 0, content: `${GOOD} (${i})` }, { ip })).statusCode).toBe(200);
    }
    const over = await send({ type: 0, content: GOOD }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // Another address is not held back by it.
    expect((await send({ type: 0, content: GOOD })).statusCode).toBe(200);
    expectTranslated('RATE_LIMITED');
  });
});
