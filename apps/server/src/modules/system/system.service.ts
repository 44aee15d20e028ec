import { sealCustomerServicePath } from '@goldline/contract/customer-service-path';
import type { FieldRule, RegistrationRules } from '@goldline/contract/registration-rules';
import { type CustomerService, type HelpCenter, SystemStatus } from '@goldline/contract/system';
import type * as z from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ipBlocked } from '../../lib/region.ts';
import type { KeyService } from '../keys/keys.service.ts';
import { defaultSettings, type SettingKey, settingSchemas } from './settings.ts';
import { systemRepository } from './system.repository.ts';

export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * How long a process may serve operator settings it read earlier. Every call of the site reads them
 * (flags, maintenance, rules), so reading them from the database each time made the status call
 * ~50x slower than a plain route. A change made through this process is seen at once (invalidate);
 * other processes see it within this window (docs/decisions/016-settings-cache.md).
 */
const SETTINGS_TTL_MS = 1000;

interface Snapshot {
  settings: Map<string, unknown>;
  rules: RegistrationRules;
  /** The customer-service entries with their paths sealed (spec section 7), fresh keys per load. */
  sealedCustomerService: CustomerService[];
  loadedAt: number;
}

/** Where the caller's address goes in the pre-serialized status answer (no address looks like it). */
const IP_MARKER = '\u0000caller-ip\u0000';
const IP_MARKER_JSON = JSON.stringify(IP_MARKER);

export function createSystemService(deps: { db: Db; keys: KeyService; now?: () => number }) {
  const { db, keys } = deps;
  const now = deps.now ?? Date.now;
  let cached: Promise<Snapshot> | null = null;
  /** Per snapshot: the status answer around the caller's address, for open and for blocked callers. */
  const statusParts = new WeakMap<
    Snapshot,
    Partial<Record<'open' | 'blocked', { head: string; tail: string }>>
  >();

  function snapshot(): Promise<Snapshot> {
    if (cached) return cached;
    const loading = (async () => {
      // Parsed once per load, not per call.
      const [settings, rules] = await Promise.all([
        systemRepository.getSettings(db, settingSchemas),
        systemRepository.getRegistrationRules(db),
      ]);
      const entries = (settings.get('customerService') ??
        defaultSettings.customerService) as CustomerService[];
      const sealedCustomerService = await Promise.all(
        entries.map(async (entry) => ({ ...entry, path: await sealCustomerServicePath(entry.path) })),
      );
      return { settings, rules, sealedCustomerService, loadedAt: now() };
    })();
    cached = loading;
    // A failed load is not kept; an old one expires after the TTL.
    const forget = () => {
      if (cached === loading) cached = null;
    };
    loading.then(
      (snap) => setTimeout(forget, Math.max(0, snap.loadedAt + SETTINGS_TTL_MS - now())).unref(),
      forget,
    );
    return loading;
  }

  function fromSnapshot<K extends SettingKey>(snap: Snapshot, key: K): SettingValue<K> {
    return (snap.settings.get(key) ?? defaultSettings[key]) as SettingValue<K>;
  }

  async function setting<K extends SettingKey>(key: K, executor: Executor = db): Promise<SettingValue<K>> {
    if (executor === db) return fromSnapshot(await snapshot(), key);
    // Inside a transaction (operator updates) read the row itself, never the snapshot.
    const value = await systemRepository.getSetting(executor, key, settingSchemas[key]);
    return (value ?? defaultSettings[key]) as SettingValue<K>;
  }

  function statusOf(snap: Snapshot, ip: string, blocked: boolean): SystemStatus {
    const maintenance = fromSnapshot(snap, 'maintenance');
    const regionBlock = fromSnapshot(snap, 'regionBlock');
    const site = fromSnapshot(snap, 'site');
    // Maintenance wins over region blocking: nobody can play during maintenance anyway.
    const systemStatus = maintenance.enabled ? 1 : blocked ? 2 : 0;
    return {
      systemStatus,
      maintenance: maintenance.enabled ? { endTime: maintenance.endTime, info: maintenance.info } : null,
      regionRestriction: { blocked, message: blocked ? regionBlock.message : '' },
      location: { ip, country: null },
      customerService: snap.sealedCustomerService,
      resources: fromSnapshot(snap, 'resources'),
      whitelabel: fromSnapshot(snap, 'whitelabel'),
      register: snap.rules,
      mainDomain: site.mainDomain,
      domainRoute: site.domainRoute,
      defaultLanguage: fromSnapshot(snap, 'defaultLanguage'),
      currency: site.currency,
      brand: site.brand,
      analytics: site.analytics,
      imageCDNs: site.imageCDNs,
      launchGameCDNs: site.launchGameCDNs,
      encryption: keys.publicKey,
      trust: fromSnapshot(snap, 'trust'),
      market: fromSnapshot(snap, 'market'),
    };
  }

  return {
    setting,

    /** Drops the snapshot after a change made through this process. */
    invalidate(): void {
      cached = null;
    },

    async flag(name: keyof SettingValue<'whitelabel'>): Promise<boolean> {
      return (await setting('whitelabel'))[name] === true;
    },

    /** GET /wps/system/status (spec section 7): everything the root screen needs in one call. */
    async status(ip: string): Promise<SystemStatus> {
      const snap = await snapshot();
      return statusOf(snap, ip, ipBlocked(ip, fromSnapshot(snap, 'regionBlock').cidrs));
    },

    /**
     * GET /wps/system/status's whole answer (the envelope) as JSON, from text built once per settings
     * snapshot (decisions 067, 076). The answer depends on the caller only through whether its address
     * is blocked (two variants) and the address itself (`location.ip`). Each variant is checked against
     * the contract schema (unknown keys stripped) and serialized once, with a marker where the address
     * goes; a call costs the region check and one string join.
     */
    async statusEnvelope(ip: string): Promise<string> {
      const snap = await snapshot();
      const blocked = ipBlocked(ip, fromSnapshot(snap, 'regionBlock').cidrs);
      let parts = statusParts.get(snap);
      if (parts === undefined) {
        parts = {};
        statusParts.set(snap, parts);
      }
      const variant = blocked ? 'blocked' : 'open';
      let text = parts[variant];
      if (text === undefined) {
        const json = JSON.stringify({
          success: true,
          value: SystemStatus.parse(statusOf(snap, IP_MARKER, blocked)),
        });
        const at = json.indexOf(IP_MARKER_JSON);
        if (at < 0 || json.indexOf(IP_MARKER_JSON, at + 1) >= 0)
          throw new Error('status: the address marker must occur once');
        text = { head: json.slice(0, at), tail: json.slice(at + IP_MARKER_JSON.length) };
        parts[variant] = text;
      }
      return text.head + JSON.stringify(ip) + text.tail;
    },

    /** Member-facing changes stop during maintenance and for blocked regions (spec section 2 root screen). */
    async assertOpenFor(ip: string): Promise<void> {
      const [maintenance, regionBlock] = await Promise.all([setting('maintenance'), setting('regionBlock')]);
      if (maintenance.enabled) throw new AppError('MAINTENANCE');
      if (ipBlocked(ip, regionBlock.cidrs)) throw new AppError('REGION_BLOCKED');
    },

    registrationRules: async () => (await snapshot()).rules,

    /** The rules as stored, read inside `executor` (operator updates read them in their transaction). */
    readRegistrationRules: (executor: Executor = db) => systemRepository.getRegistrationRules(executor),

    putRegistrationRule: (field: string, rule: Omit<FieldRule, 'acceptedPattern'>, executor: Executor = db) =>
      systemRepository.putRegistrationRule(executor, field, rule),

    /** A settings row another module owns the shape of (e.g. the cashier's `wallet`), or null. */
    readSetting: <T extends z.ZodType>(key: string, schema: T, executor: Executor = db) =>
      systemRepository.getSetting(executor, key, schema),

    /**
     * A new site's defaults (seed/seed.ts): the registration rules and help pages, written only when
     * no rule is stored yet, serialised across processes starting together. True when written.
     */
    async writeDefaultsIfEmpty(defaults: {
      rules: Record<string, Omit<FieldRule, 'acceptedPattern'>>;
      help: { id: string; lang: string; sort: number; title: string; content: string }[];
    }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await systemRepository.lockDefaults(trx);
        if (Object.keys(await systemRepository.getRegistrationRules(trx)).length > 0) return false;
        for (const [field, rule] of Object.entries(defaults.rules))
          await systemRepository.putRegistrationRule(trx, field, rule);
        for (const section of defaults.help) await systemRepository.insertHelpSection(trx, section);
        return true;
      });
    },

    /** Writes a settings row; call invalidate() after the transaction when it is a cached key. */
    putSetting: (key: string, value: unknown, executor: Executor = db) =>
      systemRepository.putSetting(executor, key, value),

    async helpCenter(lang: string): Promise<HelpCenter> {
      let sections = await systemRepository.getHelpSections(db, lang.toUpperCase());
      // Languages without their own help text fall back to English (spec section 1 languages).
      if (sections.length === 0) sections = await systemRepository.getHelpSections(db, 'EN');
      return { sections };
    },
  };
}
