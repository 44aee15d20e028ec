import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';

describe('crash settings', () => {
  it('runs the loop by default with 6 s of betting, 3 s on screen and 100,000-game chains', () => {
    expect(loadConfig({}).crash).toMatchObject({
      loop: true,
      bettingMs: 6_000,
      crashedMs: 3_000,
      chainLength: 100_000,
      roundPayoutCap: '1000000',
    });
  });

  it('reads CRASH_* from the environment and refuses nonsense', () => {
    const c = loadConfig({
      CRASH_LOOP: 'off',
      CRASH_BETTING_MS: '300',
      CRASH_CRASHED_MS: '0',
      CRASH_CHAIN_LENGTH: '1000',
      CRASH_ROUND_PAYOUT_CAP: '5000.50',
    }).crash;
    expect(c).toMatchObject({
      loop: false,
      bettingMs: 300,
      crashedMs: 0,
      chainLength: 1000,
      roundPayoutCap: '5000.50',
    });
    expect(() => loadConfig({ CRASH_LOOP: 'maybe' })).toThrowError(ConfigError);
    expect(() => loadConfig({ CRASH_ROUND_PAYOUT_CAP: '-1' })).toThrowError(ConfigError);
    expect(() => loadConfig({ CRASH_BETTING_MS: '10' })).toThrowError(ConfigError);
  });
});
