import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.session.idleMs).toBe(30 * 60_000);
    expect(c.messageProvider).toBe('outbox');
  });
  it('keeps developer tools to the embedded demo unless asked for', () => {
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/site' }).devTools).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/site', DEV_TOOLS: 'on' }).devTools).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'off' }).devTools).toBe(false);
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
