import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.session.idleMs).toBe(30 * 60_000);
    expect(c.messageProvider).toBe('outbox');
  });
  it('seeds the demo only for the embedded database unless asked for', () => {
    const external = 'postgres://u:p@db:5432/site';
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: external }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: external, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });
  it('keeps developer tools to the demo', () => {
    const external = 'postgres://u:p@db:5432/site';
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'off' }).devTools).toBe(false);
    expect(loadConfig({ DATABASE_URL: external }).devTools).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'off' }).devTools).toBe(false);
    expect(loadConfig({ DATABASE_URL: external, DEMO_DATA: 'on' }).devTools).toBe(true);
    // Real money possible (no demo): asking for the developer tools is refused at start.
    expect(() => loadConfig({ DATABASE_URL: external, DEV_TOOLS: 'on' })).toThrowError(/DEV_TOOLS/);
    expect(() => loadConfig({ DEMO_DATA: 'off', DEV_TOOLS: 'on' })).toThrowError(ConfigError);
  });
  it('keeps the e2e fast jobs to the demo', () => {
    const external = 'postgres://u:p@db:5432/site';
    expect(loadConfig({}).fastJobs).toBe(false);
    expect(loadConfig({ E2E_FAST_JOBS: '1' }).fastJobs).toBe(true);
    expect(loadConfig({ E2E_FAST_JOBS: '0' }).fastJobs).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: external, E2E_FAST_JOBS: '1' })).toThrowError(/E2E_FAST_JOBS/);
    expect(() => loadConfig({ E2E_FAST_JOBS: 'yes' })).toThrowError(ConfigError);
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
