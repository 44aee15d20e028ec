import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.session.idleMs).toBe(30 * 60_000);
    expect(c.messageProvider).toBe('outbox');
  });
  it('lists every bad key', () => {
    expect(() => loadConfig({ PORT: 'x', SESSION_IDLE_MINUTES: '-1' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'x', SESSION_IDLE_MINUTES: '-1' });
    } catch (e) {
      expect(String(e)).toContain('PORT');
      expect(String(e)).toContain('SESSION_IDLE_MINUTES');
    }
  });
});
