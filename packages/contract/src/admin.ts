import * as z from 'zod';
import { languageCodes } from './languages.ts';
import { FieldRule, RegistrationRules, registrationFields } from './registration-rules.ts';
import { CustomerServiceEntries, MarketSetting, TrustSetting, whitelabelFlags } from './system.ts';

/** Back-office login (operators are a separate table from members; spec section 6 "Admin"). */
export const AdminLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;
export const AdminLoginResponse = z.object({
  token: z.string(),
  /** A one-time password (the first operator's): every call but the password change is refused. */
  mustChangePassword: z.boolean(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** Operators choose long passwords; the first operator's one-time secret must be replaced. */
export const OPERATOR_PASSWORD_MIN = 12;
export const AdminChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(OPERATOR_PASSWORD_MIN).max(128),
});
export type AdminChangePasswordRequest = z.infer<typeof AdminChangePasswordRequest>;

export const MaintenanceSetting = z.object({
  enabled: z.boolean(),
  /** ISO 8601 date-time the maintenance is expected to end, shown to visitors. */
  endTime: z.iso.datetime({ offset: true }).nullable(),
  info: z.string().max(2000),
});
export type MaintenanceSetting = z.infer<typeof MaintenanceSetting>;

/** Region blocking by operator-listed IPs/CIDRs (no GeoIP offline; docs/decisions/014-region-blocking.md). */
export const RegionBlockSetting = z.object({
  cidrs: z.array(z.string().trim().min(2).max(64)).max(1000),
  message: z.string().max(2000),
});
export type RegionBlockSetting = z.infer<typeof RegionBlockSetting>;

export const SystemSettings = z.object({
  maintenance: MaintenanceSetting,
  regionBlock: RegionBlockSetting,
  whitelabel: z.record(z.enum(whitelabelFlags), z.boolean()),
  defaultLanguage: z.enum(languageCodes),
  registerRules: RegistrationRules,
  trust: TrustSetting,
  market: MarketSetting,
  customerService: CustomerServiceEntries,
});
export type SystemSettings = z.infer<typeof SystemSettings>;

/** PUT /admin/system/settings: any subset, merged into the current values (e.g. `{maintenance:{enabled:false}}`). */
export const UpdateSystemSettings = z
  .object({
    maintenance: MaintenanceSetting.partial(),
    regionBlock: RegionBlockSetting.partial(),
    whitelabel: z.partialRecord(z.enum(whitelabelFlags), z.boolean()),
    defaultLanguage: z.enum(languageCodes),
    /** Per-field registration rules (spec section 3); `acceptedPattern` follows from `patternId`. */
    registerRules: z.partialRecord(
      z.enum(registrationFields),
      FieldRule.omit({ acceptedPattern: true }).partial(),
    ),
    /** The footer's licence and certifications; empty values take a claim off the footer. */
    trust: TrustSetting.partial(),
    market: MarketSetting,
    /** The whole list of customer-service entries (spec section 2 side menu); empty hides them all. */
    customerService: CustomerServiceEntries,
  })
  .partial()
  .strict();
export type UpdateSystemSettings = z.infer<typeof UpdateSystemSettings>;
