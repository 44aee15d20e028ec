import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('serves a value until its ttl, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 100, max: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock = 99;
    expect(await cache.get('k', load)).toBe(1);
    clock = 100;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000, max: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache({ ttlMs: 1000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('clear() drops every key; max evicts the oldest', async () => {
    const cache = createTtlCache({ ttlMs: 1000, max: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(await cache.get('c', async () => 'c3')).toBe('c3');
  });
});
