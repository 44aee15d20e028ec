import { describe, expect, it } from 'vitest';
import { createLeadingThrottle } from './leading-throttle';

describe('createLeadingThrottle', () => {
  it('lets the first call through and drops the others inside the window, with no trailing call', () => {
    let clock = 0;
    const throttle = createLeadingThrottle(1000, () => clock);
    expect(throttle.allow()).toBe(true);
    clock = 400;
    expect(throttle.allow()).toBe(false);
    clock = 999;
    expect(throttle.allow()).toBe(false);
    clock = 1000;
    expect(throttle.allow()).toBe(true);
  });

  it('measures the window from the last call that went through, not from dropped ones', () => {
    let clock = 0;
    const throttle = createLeadingThrottle(1000, () => clock);
    throttle.allow();
    clock = 900;
    throttle.allow();
    clock = 1500;
    expect(throttle.allow()).toBe(true);
  });

  it('starts the window again on restart', () => {
    let clock = 0;
    const throttle = createLeadingThrottle(1000, () => clock);
    throttle.allow();
    clock = 800;
    throttle.restart();
    clock = 1500;
    expect(throttle.allow()).toBe(false);
    clock = 1800;
    expect(throttle.allow()).toBe(true);
  });

  it('gives each throttle its own window', () => {
    const first = createLeadingThrottle(1000, () => 0);
    const second = createLeadingThrottle(1000, () => 0);
    expect(first.allow()).toBe(true);
    expect(second.allow()).toBe(true);
    expect(first.allow()).toBe(false);
  });
});
