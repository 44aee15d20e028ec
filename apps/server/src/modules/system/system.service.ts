import type { HelpCenter, SystemStatus } from '@goldline/contract/system';
import type * as z from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { KeyService } from '../keys/keys.service.ts';
import { ipBlocked } from './region.ts';
import { defaultSettings, type SettingKey, settingSchemas } from './settings.ts';
import { systemRepository } from './system.repository.ts';

export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(deps: { db: Db; keys: KeyService }) {
  const { db, keys } = deps;

  async function setting<K extends SettingKey>(key: K, executor: Executor = db): Promise<SettingValue<K>> {
    const value = await systemRepository.getSetting(executor, key, settingSchemas[key]);
    return (value ?? defaultSettings[key]) as SettingValue<K>;
  }

  return {
    setting,

    async flag(name: keyof SettingValue<'whitelabel'>): Promise<boolean> {
      return (await setting('whitelabel'))[name] === true;
    },

    /** GET /wps/system/status (spec section 7): everything the root screen needs in one call. */
    async status(ip: string): Promise<SystemStatus> {
      const [whitelabel, maintenance, regionBlock, customerService, resources, defaultLanguage, site, rules] =
        await Promise.all([
          setting('whitelabel'),
          setting('maintenance'),
          setting('regionBlock'),
          setting('customerService'),
          setting('resources'),
          setting('defaultLanguage'),
          setting('site'),
          systemRepository.getRegistrationRules(db),
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
      };
    },

    /** Member-facing changes stop during maintenance and for blocked regions (spec section 2 root screen). */
    async assertOpenFor(ip: string): Promise<void> {
      const [maintenance, regionBlock] = await Promise.all([setting('maintenance'), setting('regionBlock')]);
      if (maintenance.enabled) throw new AppError('MAINTENANCE');
      if (ipBlocked(ip, regionBlock.cidrs)) throw new AppError('REGION_BLOCKED');
    },

    registrationRules: () => systemRepository.getRegistrationRules(db),

    async helpCenter(lang: string): Promise<HelpCenter> {
      let sections = await systemRepository.getHelpSections(db, lang.toUpperCase());
      // Languages without their own help text fall back to English (spec section 1 languages).
      if (sections.length === 0) sections = await systemRepository.getHelpSections(db, 'EN');
      return { sections };
    },
  };
}
