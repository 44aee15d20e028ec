import { describe, expect, it } from 'vitest';
import { createLeadingThrottle } from './leading-throttle';

describe('createLeadingThrottle', () => {
  it('lets the first call through and drops the others inside the window, with no trailing call', () => {
    let clock = 0;
    const allow = createLeadingThrottle(1000, () => clock);
    expect(allow('7')).toBe(true);
    clock = 400;
    expect(allow('7')).toBe(false);
    clock = 999;
    expect(allow('7')).toBe(false);
    clock = 1000;
    expect(allow('7')).toBe(true);
  });

  it('measures the window from the last call that went through, not from dropped ones', () => {
    let clock = 0;
    const allow = createLeadingThrottle(1000, () => clock);
    allow('7');
    clock = 900;
    allow('7');
    clock = 1500;
    expect(allow('7')).toBe(true);
  });

  it('keeps one window per key', () => {
    const allow = createLeadingThrottle(1000, () => 0);
    expect(allow('7')).toBe(true);
    expect(allow('8')).toBe(true);
    expect(allow('7')).toBe(false);
  });
});
