import { describe, expect, it } from 'vitest';
import { openCustomerServicePath, sealCustomerServicePath } from './customer-service-path.ts';

describe('customer-service path cipher (spec section 7)', () => {
  it('opens what it sealed, and the last 8 characters are the key', async () => {
    const path = 'https://t.me/goldline_support?start=ä€';
    const sealed = await sealCustomerServicePath(path);
    expect(sealed).not.toContain('t.me');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openCustomerServicePath(sealed)).toBe(path);
  });

  it('seals the same path differently each time (a fresh key and IV)', async () => {
    const [a, b] = await Promise.all([
      sealCustomerServicePath('https://wa.me/1'),
      sealCustomerServicePath('https://wa.me/1'),
    ]);
    expect(a).not.toBe(b);
    expect(a.slice(-8)).not.toBe(b.slice(-8));
  });

  it('refuses a path whose key or ciphertext was changed', async () => {
    const sealed = await sealCustomerServicePath('https://m.me/goldline');
    const otherKey = `${sealed.slice(0, -8)}${sealed.slice(-8, -1)}${sealed.endsWith('A') ? 'B' : 'A'}`;
    await expect(openCustomerServicePath(otherKey)).rejects.toThrow();
    await expect(openCustomerServicePath('short')).rejects.toThrow(/too short/);
  });
});
