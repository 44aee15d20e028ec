import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../plugins/rate-limits.ts';

describe('vendor callbacks and the per-IP limiter', () => {
  it('are not counted: a vendor calls from few addresses at a high rate (decision 051)', () => {
    expect(isApiPath('/vendor/PG/wallet/credit')).toBe(false);
    expect(isApiPath('/wps/records/bets')).toBe(true);
  });
});
