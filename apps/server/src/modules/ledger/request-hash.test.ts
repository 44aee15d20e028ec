import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('request hash', () => {
  it('ignores key order and undefined members, and writes bigints as strings', () => {
    expect(canonicalJson({ b: 1n, a: { y: undefined, x: [2n, 'z'] } })).toBe('{"a":{"x":["2","z"]},"b":"1"}');
    expect(requestHash('move', { amount: 5n, kind: 'bet' })).toBe(
      requestHash('move', { kind: 'bet', amount: 5n }),
    );
  });

  it('differs when the amount, the operation or a nested field differs', () => {
    const base = requestHash('move', { postings: [{ amount: 5n }] });
    expect(requestHash('move', { postings: [{ amount: 6n }] })).not.toBe(base);
    expect(requestHash('hold', { postings: [{ amount: 5n }] })).not.toBe(base);
    // A bigint and the same digits as a number are different requests only by type, which JSON keeps.
    expect(requestHash('move', { postings: [{ amount: 5 }] })).not.toBe(base);
  });
});
