import { describe, expect, it } from 'vitest';
import { WsBus } from './bus.ts';

describe('WsBus', () => {
  it('delivers only to the member’s open sockets and forgets detached ones', () => {
    const bus = new WsBus();
    const got: string[] = [];
    const open = { readyState: 1, send: (d: string) => got.push(`a:${d}`) };
    const closed = { readyState: 3, send: (d: string) => got.push(`b:${d}`) };
    const detach = bus.attach('1', open);
    bus.attach('1', closed);
    bus.attach('2', { readyState: 1, send: (d: string) => got.push(`c:${d}`) });
    expect(bus.publish('1', { type: 'balance', seq: 1 })).toBe(1);
    expect(got).toEqual(['a:{"type":"balance","seq":1}']);
    detach();
    expect(bus.connectionCount()).toBe(2);
  });
});
