import { AGENT_TYPES, MEMBER_TYPE } from '@goldline/contract/member';
import type { FieldRule, RegistrationField } from '@goldline/contract/registration-rules';
import { registrationFields } from '@goldline/contract/registration-rules';
import { type WhitelabelFlags, whitelabelFlags } from '@goldline/contract/system';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { defaultSettings } from '../modules/system/settings.ts';
import { seedContentDemo } from './seed-content.ts';
import { seedWalletDemo } from './seed-wallet.ts';

/** Printed by server.ts at boot, so people can log in at once (docs/architecture.md "Runtime"). */
export const demoAccounts = [
  { role: 'member', username: 'demo', password: 'PlayDemo#2026' },
  { role: 'agent (type 1)', username: 'agent', password: 'AgentDemo#2026' },
  { role: 'downline member of agent', username: 'player01', password: 'PlayDemo#2026' },
  { role: 'sub-agent of agent (type 2)', username: 'subagent1', password: 'PlayDemo#2026' },
  { role: 'operator (back office, /backoffice)', username: 'operator', password: 'Operator#2026' },
  { role: 'second operator (approves results)', username: 'operator2', password: 'Operator#2026' },
] as const;
export const DEMO_AFFILIATE_CODE = 'AGENT01';

type Rule = Omit<FieldRule, 'acceptedPattern'>;
const off: Rule = { enabled: false, required: false, patternId: 1, minLength: 0, maxLength: 64 };
const optional = (patternId: number, minLength: number, maxLength: number): Rule => ({
  enabled: true,
  required: false,
  patternId,
  minLength,
  maxLength,
});

/** One rule per registration field (spec sections 3 and 5); sensible defaults for a USD site. */
export const defaultRegistrationRules: Record<RegistrationField, Rule> = {
  username: { enabled: true, required: true, patternId: 2, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 20 },
  mobileNum: optional(5, 7, 15),
  email: optional(6, 5, 254),
  payeeName: optional(15, 3, 100),
  birthday: optional(16, 10, 10),
  captcha: { enabled: true, required: true, patternId: 1, minLength: 4, maxLength: 8 },
  affiliateCode: optional(3, 4, 16),
  recommenderId: optional(3, 1, 64),
  paymentPassword: off,
  qqNum: off,
  line: off,
  whatsapp: optional(1, 5, 64),
  facebook: off,
  wechat: off,
  idNumber: off,
};

const helpSections = [
  {
    id: 'terms',
    title: 'Terms and conditions',
    content:
      '<p>You must be 18 or older to open an account. One account per person. Bets are final once confirmed. ' +
      'We may suspend accounts used for fraud, bonus abuse or collusion.</p>',
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible gaming',
    content:
      '<p>Gambling should be entertainment, never a way to make money. Set limits, take breaks, and never chase losses. ' +
      'Contact customer service to set deposit limits or to exclude yourself.</p>',
  },
  {
    id: 'faq',
    title: 'Frequently asked questions',
    content:
      '<p><b>How do I deposit?</b> Open the wallet from the member centre.</p>' +
      '<p><b>I forgot my password.</b> Use "Forgot password" on the login window, by phone or by e-mail.</p>',
  },
];

/**
 * What every new site needs, demo or not: registration rules that let people sign up (a field never
 * configured is closed, so without them nobody could) and the help pages. Only on a database that
 * has no rules yet; the operator changes both afterwards.
 */
export async function seedSiteDefaultsIfEmpty(s: Pick<AppServices, 'system'>): Promise<void> {
  const written = await s.system.writeDefaultsIfEmpty({
    rules: Object.fromEntries(registrationFields.map((field) => [field, defaultRegistrationRules[field]])),
    help: helpSections.map((section, sort) => ({ ...section, lang: 'EN', sort })),
  });
  if (written) s.system.invalidate();
}

/** The composed services the seeds write through (compose.ts); seeds never touch a repository. */
export type SeedServices = Pick<
  AppServices,
  'system' | 'memberRecords' | 'ledger' | 'admin' | 'deposits' | 'security' | 'adminContent' | 'hasher'
>;

/**
 * Demo data for an empty database only, and only where the demo is asked for (DEMO_DATA; the
 * embedded default): every white-label flag on, a member, an agent with one downline and an
 * affiliate code, an operator, money and content. Returns false when members exist.
 */
export async function seedDemoIfEmpty(db: Db, s: SeedServices, onSeeding?: () => void): Promise<boolean> {
  await seedSiteDefaultsIfEmpty(s);
  if ((await s.memberRecords.count()) > 0) return false;
  onSeeding?.();
  const { hasher } = s;
  const [memberHash, agentHash] = await Promise.all([
    hasher.hash('PlayDemo#2026'),
    hasher.hash('AgentDemo#2026'),
  ]);
  await db.transaction().execute(async (trx) => {
    const flags = Object.fromEntries(whitelabelFlags.map((f) => [f, true])) as WhitelabelFlags;
    await s.system.putSetting('whitelabel', flags, trx);
    await s.system.putSetting('maintenance', defaultSettings.maintenance, trx);
    await s.system.putSetting('regionBlock', defaultSettings.regionBlock, trx);
    await s.system.putSetting('defaultLanguage', 'EN', trx);
    await s.system.putSetting('site', defaultSettings.site, trx);
    // The demo's market: a USD site whose demo member has a +1 number; phone fields start there.
    await s.system.putSetting('market', { phoneCountryCode: '+1' }, trx);
    await s.system.putSetting(
      'customerService',
      [
        { csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example.com/goldline' },
        { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/goldline_support' },
        { csType: 'WHATSAPP', title: 'WhatsApp', path: 'https://wa.me/10000000000' },
        { csType: 'FACEBOOK', title: 'Facebook', path: 'https://m.me/goldline' },
      ],
      trx,
    );
    await s.system.putSetting(
      'resources',
      [
        {
          resourceType: 'ANDROID',
          name: 'Android app',
          labelNameEn: 'Download for Android',
          url: 'https://example.com/goldline.apk',
        },
        {
          resourceType: 'IOS',
          name: 'iOS app',
          labelNameEn: 'Download for iOS',
          url: 'https://apps.apple.com/app/id0000000000',
        },
        {
          resourceType: 'TELEGRAM',
          name: 'Telegram channel',
          labelNameEn: 'Telegram',
          url: 'https://t.me/goldline',
        },
        {
          resourceType: 'WHATSAPP',
          name: 'WhatsApp',
          labelNameEn: 'WhatsApp',
          url: 'https://wa.me/10000000000',
        },
      ],
      trx,
    );

    const currency = defaultSettings.site.currency.currency;
    const demoId = await s.memberRecords.insert(
      {
        username: 'demo',
        passwordHash: memberHash,
        type: MEMBER_TYPE,
        referralCode: 'DEMO2026',
        email: 'demo@example.com',
        mobileNum: '912345678',
        countryDialingCode: '1',
      },
      trx,
    );
    const agentId = await s.memberRecords.insert(
      {
        username: 'agent',
        passwordHash: agentHash,
        type: AGENT_TYPES[0],
        referralCode: 'AGENT2026',
      },
      trx,
    );
    const playerId = await s.memberRecords.insert(
      {
        username: 'player01',
        passwordHash: memberHash,
        type: MEMBER_TYPE,
        parentId: agentId,
      },
      trx,
    );
    for (const id of [demoId, agentId, playerId]) {
      await s.ledger.ensureMemberAccount(id, 'cash', currency, trx);
    }
    await s.memberRecords.insertAffiliateCode(DEMO_AFFILIATE_CODE, agentId, trx);
    await s.admin.createOperator('operator', 'Operator#2026', trx);
  });
  await seedWalletDemo(db, s);
  await seedContentDemo(db, s);
  s.system.invalidate();
  return true;
}
