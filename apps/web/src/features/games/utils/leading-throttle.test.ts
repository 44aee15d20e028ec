import { describe, expect, it } from 'vitest';
import { createLeadingThrottle } from './leading-throttle';

describe('createLeadingThrottle', () => {
  it('lets the first call through and drops the others inside the window, with no trailing call', () => {
    let clock = 0;
    const allow = createLeadingThrottle(1000, () => clock);
    expect(allow()).toBe(true);
    clock = 400;
    expect(allow()).toBe(false);
    clock = 999;
    expect(allow()).toBe(false);
    clock = 1000;
    expect(allow()).toBe(true);
  });

  it('measures the window from the last call that went through, not from dropped ones', () => {
    let clock = 0;
    const allow = createLeadingThrottle(1000, () => clock);
    allow();
    clock = 900;
    allow();
    clock = 1500;
    expect(allow()).toBe(true);
  });

  it('gives each throttle its own window', () => {
    const first = createLeadingThrottle(1000, () => 0);
    const second = createLeadingThrottle(1000, () => 0);
    expect(first()).toBe(true);
    expect(second()).toBe(true);
    expect(first()).toBe(false);
  });
});
