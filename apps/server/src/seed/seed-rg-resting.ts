import { MEMBER_TYPE } from '@goldline/contract/member';
import type { AppServices } from '../compose.ts';
import { defaultSettings } from '../modules/system/settings.ts';

/**
 * A member on a break for the back office's responsible-gaming screen (decision 114), a fresh demo
 * only: `resting01` took a two-week time-out through the real service, so the list of excluded
 * members shows one with its end date. The e2e specs log in as other members.
 */
export async function seedRestingMemberDemo(
  s: Pick<AppServices, 'memberRecords' | 'hasher' | 'ledger' | 'responsibleGaming'>,
): Promise<void> {
  if (await s.memberRecords.findByUsername('resting01')) return;
  const id = await s.memberRecords.insert({
    username: 'resting01',
    passwordHash: await s.hasher.hash('PlayDemo#2026'),
    type: MEMBER_TYPE,
  });
  await s.ledger.ensureMemberAccount(id, 'cash', defaultSettings.site.currency.currency);
  await s.responsibleGaming.exclude(id, { type: 'TIME_OUT', days: 14 });
}
