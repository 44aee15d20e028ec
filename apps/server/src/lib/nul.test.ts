import { describe, expect, it } from 'vitest';
import { findNul } from './nul.ts';

describe('findNul', () => {
  it('names the first field holding a NUL, nested paths dotted', () => {
    expect(findNul({ username: 'demo', password: 'x\u0000y' })).toBe('password');
    expect(findNul({ channels: [{ name: 'a' }, { name: '\u0000' }] })).toBe('channels.1.name');
    expect(findNul({ a: 'x\u0000', b: '\u0000' })).toBe('a');
    expect(findNul('x\u0000')).toBe('');
  });

  it('checks object keys too', () => {
    expect(findNul({ meta: { 'k\u0000': 1 } })).toBe('meta.k\u0000');
  });

  it('null when there is none, whatever the shape', () => {
    for (const v of [
      undefined,
      null,
      0,
      1n,
      true,
      'text',
      [],
      {},
      { a: [1, 'b', { c: null }] },
      Buffer.from([0]),
    ])
      expect(findNul(v)).toBeNull();
  });

  it('does not overflow the stack on a deeply nested body', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findNul(deep)?.startsWith('0.0.0')).toBe(true);
  });
});
