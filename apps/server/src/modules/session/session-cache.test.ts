import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

interface Row {
  subjectKind: string;
  subjectId: string;
  n: number;
}

function setup() {
  let clock = 1_000;
  const cache = new SessionCache<Row>({ ttlMs: 100, maxEntries: 3, pendingMs: 50, now: () => clock });
  cache.enabled = true;
  let reads = 0;
  const row = (subjectId: string) => async () => {
    reads += 1;
    return { subjectKind: 'member', subjectId, n: reads };
  };
  return {
    cache,
    row,
    reads: () => reads,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('SessionCache', () => {
  it('reads a session once, then serves it until the TTL', async () => {
    const { cache, row, reads, tick } = setup();
    await cache.session('h1', row('7'));
    await settle();
    await cache.session('h1', row('7'));
    expect(reads()).toBe(1);
    tick(100);
    await cache.session('h1', row('7'));
    expect(reads()).toBe(2);
  });

  it('shares one read between concurrent misses', async () => {
    const { cache, row, reads } = setup();
    await Promise.all([cache.session('h1', row('7')), cache.session('h1', row('7'))]);
    expect(reads()).toBe(1);
  });

  it('drops every session and the facts of a subject on invalidate, and no other', async () => {
    const { cache, row, reads } = setup();
    await cache.session('a', row('7'));
    await cache.session('b', row('7'));
    await cache.session('c', row('8'));
    await cache.facts('member:7', async () => 'facts');
    await settle();
    cache.invalidate('member:7');
    expect(cache.size).toEqual({ sessions: 1, facts: 0 });
    await cache.session('c', row('8'));
    expect(reads()).toBe(3);
  });

  it('does not keep a read that overlapped an invalidation (it may predate the change)', async () => {
    const { cache, reads } = setup();
    let release!: (r: Row) => void;
    const pending = cache.session('h1', () => new Promise<Row>((r) => (release = r)));
    cache.invalidate('member:7');
    release({ subjectKind: 'member', subjectId: '7', n: 0 });
    await pending;
    await settle();
    expect(cache.size.sessions).toBe(0);
    expect(reads()).toBe(0);
  });

  it('keeps no unknown token and no failed read', async () => {
    const { cache } = setup();
    await cache.session('nobody', async () => null);
    await expect(cache.facts('member:1', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    await settle();
    expect(cache.size).toEqual({ sessions: 0, facts: 0 });
  });

  it('reads a subject this process is changing from the database until pendingMs has passed', async () => {
    const { cache, row, reads, tick } = setup();
    cache.forget('member:7');
    await cache.session('h1', row('7'));
    await settle();
    await cache.session('h1', row('7'));
    expect(reads()).toBe(2);
    tick(50);
    await cache.session('h1', row('7'));
    await settle();
    await cache.session('h1', row('7'));
    expect(reads()).toBe(3);
  });

  it('serves nothing while disabled (the listener is down) and forgets all on clear', async () => {
    const { cache, row, reads } = setup();
    await cache.session('h1', row('7'));
    await settle();
    cache.clear();
    cache.enabled = false;
    await cache.session('h1', row('7'));
    await cache.session('h1', row('7'));
    expect(reads()).toBe(3);
    expect(cache.size.sessions).toBe(0);
  });

  it('keeps at most maxEntries sessions, the oldest going first', async () => {
    const { cache, row } = setup();
    for (const h of ['a', 'b', 'c', 'd']) await cache.session(h, row(h));
    expect(cache.size.sessions).toBe(3);
  });
});
