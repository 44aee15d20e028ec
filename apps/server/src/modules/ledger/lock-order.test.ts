import { describe, expect, it } from 'vitest';
import { lockOrder } from './lock-order.ts';

describe('lockOrder', () => {
  it('sorts ids numerically (not as text) and drops duplicates', () => {
    expect(lockOrder(['10', '9', '100', '9', '2'])).toEqual(['2', '9', '10', '100']);
  });

  it('gives the same order whatever the order of the postings', () => {
    expect(lockOrder(['7', '3'])).toEqual(lockOrder(['3', '7']));
    expect(lockOrder(['9007199254740993', '9007199254740992'])).toEqual([
      '9007199254740992',
      '9007199254740993',
    ]);
  });
});
