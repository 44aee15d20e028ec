import { MEMBER_TYPE } from '@goldline/contract/member';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomCode, randomDigits } from '../../lib/crypto.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { memberRepository } from './member.repository.ts';

/** Letters and digits kept from a name or e-mail for the new username, before the random digits. */
const USERNAME_STEM_MAX = 10;
const USERNAME_TRIES = 5;

export type ProviderSignUp = ReturnType<typeof createProviderSignUp>;

/**
 * A member made by the first sign-in with an identity provider (decision 111). The account has no
 * password: password login stays closed until the member sets one through "forgot password". It is
 * written in the caller's transaction, so the member and its provider link exist together or not at all.
 */
export function createProviderSignUp(deps: {
  system: SystemService;
  ledger: LedgerService;
  referrals?: {
    recordSignUp(
      trx: Executor,
      s: { memberId: string; referrerId: string | null; deviceId: string | null; ip: string | null },
    ): Promise<void>;
  };
}) {
  /** `maria.lopez@example.com` -> `marialopez4821`: readable, unique, and never the e-mail itself. */
  async function freeUsername(trx: Executor, hint: string): Promise<string> {
    const stem =
      hint
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, USERNAME_STEM_MAX) || 'player';
    for (let i = 0; i < USERNAME_TRIES; i++) {
      const candidate = `${stem}${randomDigits(4 + i)}`;
      if (!(await memberRepository.usernameTaken(trx, candidate))) return candidate;
    }
    throw new AppError('USERNAME_TAKEN');
  }

  return {
    async register(trx: Trx, p: { usernameHint: string; email: string | null; ip: string }): Promise<string> {
      // Open while the operator takes username sign-ups: the provider only replaces the password.
      const flags = await deps.system.setting('whitelabel');
      if (!flags.USERNAMEREG3) throw new AppError('FEATURE_DISABLED');
      const site = await deps.system.setting('site');
      const id = await memberRepository.insert(trx, {
        username: await freeUsername(trx, p.usernameHint),
        passwordHash: null,
        type: MEMBER_TYPE,
        referralCode: randomCode(8),
        email: p.email,
      });
      // The wallet row is born with the member, as in the password sign-up.
      await deps.ledger.ensureMemberAccount(id, 'cash', site.currency.currency, trx);
      await deps.referrals?.recordSignUp(trx, { memberId: id, referrerId: null, deviceId: null, ip: p.ip });
      return id;
    },
  };
}
