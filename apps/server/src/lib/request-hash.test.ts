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

  it('leaves out events: a retry with fresh messages replays, a different amount does not', () => {
    const posting = (amount: bigint) => [
      { from: { memberId: '1', kind: 'cash' }, to: { memberId: '2', kind: 'cash' }, amount },
    ];
    const request = (amount: bigint, messageId: string) => ({
      kind: 'transfer',
      postings: posting(amount),
      memo: 'Transfer to downline player01',
      reference: { type: 'transfer_downline', id: '2' },
      events: [{ memberId: '1', type: 'message', payload: { id: messageId, createdAt: messageId } }],
    });
    const first = requestHash('move', request(1n, 'a'));
    expect(requestHash('move', request(1n, 'b'))).toBe(first);
    const { events: _, ...withoutEvents } = request(1n, 'c');
    expect(requestHash('move', withoutEvents)).toBe(first);
    expect(requestHash('move', request(2n, 'a'))).not.toBe(first);
  });
});
