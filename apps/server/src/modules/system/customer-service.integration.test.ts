import { openCustomerServicePath } from '@goldline/contract/customer-service-path';
import { SystemStatus } from '@goldline/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username: 'operator', password: 'Operator#2026' },
  });
  operator = res.json().value.token;
});
afterAll(() => t.close());

const putEntries = (customerService: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/admin/system/settings',
    headers: { 'x-session-token': operator },
    payload: { customerService },
  });

async function statusEntries() {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
  return { body: res.body, entries: SystemStatus.parse(res.json().value).customerService };
}

describe('customer-service entries (spec sections 2, 3 and 7)', () => {
  it('publishes the seeded entries with their paths sealed, and they open to the addresses', async () => {
    const { body, entries } = await statusEntries();
    expect(body).not.toContain('t.me/goldline_support');
    expect(entries.map((entry) => entry.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'FACEBOOK']);
    const opened = await Promise.all(entries.map((entry) => openCustomerServicePath(entry.path)));
    expect(opened).toEqual([
      'https://chat.example.com/goldline',
      'https://t.me/goldline_support',
      'https://wa.me/10000000000',
      'https://m.me/goldline',
    ]);
  });

  it('serves what the operator configures, every type, and hides all when the list is emptied', async () => {
    const configured = [
      { csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example.org/room' },
      { csType: 'FACEBOOK', title: 'Facebook', path: 'https://m.me/operator' },
      { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/one' },
      { csType: 'TELEGRAM2', title: 'Telegram VIP', path: 'https://t.me/two' },
      { csType: 'WHATSAPP', title: 'WhatsApp', path: 'https://wa.me/15550000000' },
    ];
    const saved = await putEntries(configured);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.customerService).toEqual(configured);
    const { entries } = await statusEntries();
    expect(entries.map(({ csType, title }) => ({ csType, title }))).toEqual(
      configured.map(({ csType, title }) => ({ csType, title })),
    );
    expect(await Promise.all(entries.map((entry) => openCustomerServicePath(entry.path)))).toEqual(
      configured.map((entry) => entry.path),
    );

    expect((await putEntries([])).statusCode).toBe(200);
    expect((await statusEntries()).entries).toEqual([]);
  });

  it('refuses a plain-http address and two entries of one type, with the validation code', async () => {
    const http = await putEntries([{ csType: 'LIVECHAT', title: 'Chat', path: 'http://chat.example.org' }]);
    expect(http.statusCode).toBe(400);
    expect(http.json().code).toBe('VALIDATION_FAILED');
    const twice = await putEntries([
      { csType: 'TELEGRAM', title: 'A', path: 'https://t.me/a' },
      { csType: 'TELEGRAM', title: 'B', path: 'https://t.me/b' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('VALIDATION_FAILED');
  });
});
