import type { FieldRule, RegistrationRules } from '@goldline/contract/registration-rules';
import { type HelpCenter, SystemStatus } from '@goldline/contract/system';
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
  loadedAt: number;
}

/** The status fields that depend on the caller; the rest depends only on the settings snapshot. */
const CALLER_FIELDS = {
  systemStatus: true,
  maintenance: true,
  regionRestriction: true,
  location: true,
} as const;
const CallerStatus = SystemStatus.pick(CALLER_FIELDS);
const SiteStatus = SystemStatus.omit(CALLER_FIELDS);

export function createSystemService(deps: { db: Db; keys: KeyService; now?: () => number }) {
  const { db, keys } = deps;
  const now = deps.now ?? Date.now;
  let cached: Promise<Snapshot> | null = null;
  const statusJson = new WeakMap<Snapshot, string>();

  function snapshot(): Promise<Snapshot> {
    if (cached) return cached;
    const loading = (async () => {
      // Parsed once per load, not per call.
      const [settings, rules] = await Promise.all([
        systemRepository.getSettings(db, settingSchemas),
        systemRepository.getRegistrationRules(db),
      ]);
      return { settings, rules, loadedAt: now() };
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

  async function setting<K extends SettingKey>(key: K, executor: Executor = db): Promise<SettingValue<K>> {
    // Inside a transaction (operator updates) read the row itself, never the snapshot.
    const value =
      executor === db
        ? (await snapshot()).settings.get(key)
        : await systemRepository.getSetting(executor, key, settingSchemas[key]);
    return (value ?? defaultSettings[key]) as SettingValue<K>;
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
      const [
        whitelabel,
        maintenance,
        regionBlock,
        customerService,
        resources,
        defaultLanguage,
        site,
        rules,
        trust,
        market,
      ] = await Promise.all([
        setting('whitelabel'),
        setting('maintenance'),
        setting('regionBlock'),
        setting('customerService'),
        setting('resources'),
        setting('defaultLanguage'),
        setting('site'),
        snapshot().then((snap) => snap.rules),
        setting('trust'),
        setting('market'),
      ]);
      const blocked = ipBlocked(ip, regionBlock.cidrs);
      // Maintenance wins over region blocking: nobody can play during maintenance anyway.
      const systemStatus = maintenance.enabled ? 1 : blocked ? 2 : 0;
      return {
        systemStatus,
        maintenance: maintenance.enabled ? { endTime: maintenance.endTime, info: maintenance.info } : null,
        regionRestriction: { blocked, message: blocked ? regionBlock.message : '' },
        location: { ip, country: null },
        customerService,
        resources,
        whitelabel,
        register: rules,
        mainDomain: site.mainDomain,
        domainRoute: site.domainRoute,
        defaultLanguage,
        currency: site.currency,
        brand: site.brand,
        analytics: site.analytics,
        imageCDNs: site.imageCDNs,
        launchGameCDNs: site.launchGameCDNs,
        encryption: keys.publicKey,
        trust,
        market,
      };
    },

    /**
     * GET /wps/system/status's whole answer (the envelope) as JSON. The route's response schema ran
     * zod over the ~4 KB value on every call, the status call's largest cost after the settings
     * reads (decision 067): here the caller-independent part is checked against the same schema
     * (unknown keys stripped) and serialized once per settings snapshot, and only the caller's part
     * (status code, maintenance, region, location) per call.
     */
    async statusEnvelope(ip: string): Promise<string> {
      const snap = await snapshot();
      const full = await this.status(ip);
      let site = statusJson.get(snap);
      if (site === undefined) {
        site = JSON.stringify(SiteStatus.parse(full));
        statusJson.set(snap, site);
      }
      const caller = JSON.stringify(CallerStatus.parse(full));
      return `{"success":true,"value":${caller.slice(0, -1)},${site.slice(1)}}`;
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
