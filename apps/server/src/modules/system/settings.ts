import { MaintenanceSetting, RegionBlockSetting } from '@goldline/contract/admin';
import {
  CustomerService,
  DomainRoute,
  MarketSetting,
  Resource,
  TrustSetting,
  WhitelabelFlags,
  whitelabelFlags,
} from '@goldline/contract/system';
import * as z from 'zod';

/**
 * Keys and shapes of the `settings` table. Each is read on demand (no process cache) so a change by
 * an operator is seen by every server process at once (docs/architecture.md "Scale-out").
 */
export const SiteSetting = z.object({
  brand: z.object({ name: z.string(), merchantCode: z.string() }),
  currency: z.object({
    currency: z.string().length(3),
    currencySymbol: z.string(),
    decimals: z.number().int(),
  }),
  mainDomain: z.string(),
  domainRoute: z.array(DomainRoute),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** Play money granted to a free-play (trial) account, in minor units (issue 3). */
  trialPlayMoneyMinor: z.string().regex(/^\d+$/),
});
export type SiteSetting = z.infer<typeof SiteSetting>;

export const settingSchemas = {
  whitelabel: WhitelabelFlags,
  maintenance: MaintenanceSetting,
  regionBlock: RegionBlockSetting,
  customerService: z.array(CustomerService),
  resources: z.array(Resource),
  defaultLanguage: z.string(),
  site: SiteSetting,
  trust: TrustSetting,
  market: MarketSetting,
  /** Members without an authenticator confirm withdrawals and payment-password changes by SMS (decision 103). */
  stepUp: z.object({ sms: z.boolean() }),
} as const;
export type SettingKey = keyof typeof settingSchemas;

export const defaultSettings: { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> } = {
  whitelabel: Object.fromEntries(whitelabelFlags.map((f) => [f, false])) as WhitelabelFlags,
  maintenance: { enabled: false, endTime: null, info: '' },
  regionBlock: { cidrs: [], message: 'Service is not available in your region.' },
  customerService: [],
  resources: [],
  defaultLanguage: 'EN',
  site: {
    brand: { name: 'Goldline', merchantCode: 'GOLDLINE' },
    currency: { currency: 'USD', currencySymbol: '$', decimals: 2 },
    mainDomain: 'localhost',
    domainRoute: [{ domain: 'localhost', main: true }],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    trialPlayMoneyMinor: '200000',
  },
  // No claim until the operator enters a real one (issue 12).
  trust: { licence: '', licenceUrl: '', certifications: [] },
  // The spec's first market (section 1, Myanmar) until the operator sets theirs.
  market: { phoneCountryCode: '+95' },
  // Off until the operator asks: members without an authenticator keep the payment password alone.
  stepUp: { sms: false },
};
