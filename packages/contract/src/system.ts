import * as z from 'zod';
import { RegistrationRules } from './registration-rules.ts';

/** Operator switches (spec section 3). Each is on or off per white label. */
export const whitelabelFlags = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'PTSYS3',
  'MANPLAYREB3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'REFERRAL',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];
export const WhitelabelFlags = z.record(z.enum(whitelabelFlags), z.boolean());
export type WhitelabelFlags = z.infer<typeof WhitelabelFlags>;

/** 0 normal, 1 maintenance, 2 region blocked (spec section 2, "Root screen by system status"). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof SystemStatusCode>;

export const customerServiceTypes = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'WHATSAPP'] as const;

/**
 * A customer-service entry (spec section 3). In the status answer `path` is sealed (spec section 7,
 * customer-service-path.ts); the web opens it before anything shows it.
 */
export const CustomerService = z.object({
  csType: z.enum(customerServiceTypes),
  title: z.string(),
  path: z.string(),
});
export type CustomerService = z.infer<typeof CustomerService>;

/** An entry as the operator configures it: a title and an https address, one entry per type. */
export const CustomerServiceEntry = CustomerService.extend({
  title: z.string().trim().min(1).max(40),
  path: z.url({ protocol: /^https$/ }).max(500),
});
export const CustomerServiceEntries = z
  .array(CustomerServiceEntry)
  .max(customerServiceTypes.length)
  .refine((entries) => new Set(entries.map((entry) => entry.csType)).size === entries.length, {
    message: 'one entry per type',
  });

export const Resource = z.object({
  resourceType: z.enum(['ANDROID', 'IOS', 'TELEGRAM', 'WHATSAPP']),
  name: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof Resource>;

export const DomainRoute = z.object({ domain: z.string(), main: z.boolean() });
export type DomainRoute = z.infer<typeof DomainRoute>;

/** The public JWK that encrypted calls are sealed to (docs/decisions/012-encrypted-calls.md). */
export const EncryptionKey = z.object({
  kid: z.string(),
  jwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.string().optional(),
    kid: z.string().optional(),
    use: z.string().optional(),
  }),
});
export type EncryptionKey = z.infer<typeof EncryptionKey>;

/**
 * What the footer may claim about the operator (issue 12): a licence and certifications only as the
 * operator configures them, with real values. Empty by default, and the footer then shows nothing.
 */
export const TrustSetting = z.object({
  /** Licence words as issued, e.g. "Licensed by the Curaçao Gaming Control Board, OGL/2024/123". */
  licence: z.string().trim().max(200),
  /** The regulator's public register entry for that licence (https), or empty. */
  licenceUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)]),
  /** Test-lab or audit certificates held, each as its holder words it (e.g. "GLI-19 certified RNG"). */
  certifications: z.array(z.string().trim().min(1).max(80)).max(8),
});
export type TrustSetting = z.infer<typeof TrustSetting>;

/** The operator's home market (issue 12): phone fields start with its dialling code. */
export const MarketSetting = z.object({
  phoneCountryCode: z.string().regex(/^\+[1-9]\d{0,3}$/),
});
export type MarketSetting = z.infer<typeof MarketSetting>;

export const SystemStatus = z.object({
  systemStatus: SystemStatusCode,
  maintenance: z.object({ endTime: z.string().nullable(), info: z.string() }).nullable(),
  regionRestriction: z.object({ blocked: z.boolean(), message: z.string() }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  customerService: z.array(CustomerService),
  resources: z.array(Resource),
  whitelabel: WhitelabelFlags,
  register: RegistrationRules,
  mainDomain: z.string(),
  domainRoute: z.array(DomainRoute),
  defaultLanguage: z.string(),
  currency: z.object({ currency: z.string(), currencySymbol: z.string(), decimals: z.number().int() }),
  brand: z.object({ name: z.string(), merchantCode: z.string() }),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  encryption: EncryptionKey,
  trust: TrustSetting,
  market: MarketSetting,
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const HelpCenterQuery = z.object({
  lang: z.string().default('EN'),
  device: z.string().default('WEB'),
});
export type HelpCenterQuery = z.infer<typeof HelpCenterQuery>;
export const HelpSection = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type HelpSection = z.infer<typeof HelpSection>;
export const HelpCenter = z.object({ sections: z.array(HelpSection) });
export type HelpCenter = z.infer<typeof HelpCenter>;

export const Captcha = z.object({
  captchaId: z.string(),
  /** `data:image/png;base64,...` */
  image: z.string(),
});
export type Captcha = z.infer<typeof Captcha>;

/** GET /wps/system/domainRoute. */
export const DomainRoutes = z.object({ mainDomain: z.string(), domainRoute: z.array(DomainRoute) });
export type DomainRoutes = z.infer<typeof DomainRoutes>;
