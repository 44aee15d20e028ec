import * as contract from '@goldline/contract/content';
import { describe, expect, it } from 'vitest';
import * as limits from './content-limits';

describe('content limits', () => {
  it('match the contract', () => {
    expect(limits.ANNOUNCEMENT_PAGE_SIZE).toBe(contract.ANNOUNCEMENT_PAGE_SIZE);
    expect(limits.BANNER_AUTOPLAY_MS).toBe(contract.BANNER_AUTOPLAY_MS);
    expect(limits.BANNER_SPEED_MS).toBe(contract.BANNER_SPEED_MS);
  });
});
