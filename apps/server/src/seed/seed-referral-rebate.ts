import { randomUUID } from 'node:crypto';
import { MEMBER_TYPE } from '@goldline/contract/member';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { randomCode } from '../lib/crypto.ts';
import { createRebateService } from '../modules/rebate/rebate.service.ts';
import { defaultSettings } from '../modules/system/settings.ts';
import { DEMO_DOWNLINE_PASSWORD, timestampColumns, windBack } from './seed-agent.ts';

/**
 * Refer and earn and the manual rebate for the demo member (issue 16, decision 102), through the
 * services, in two steps. `seedRebateDemo` runs first, while the demo has no bets and before the
 * lottery's future issues exist (a wind-back would move them): bets played now, wound back to
 * yesterday evening like the agent's history, and claimed by the rebate service on a clock set to
 * then, so one past claim exists and the demo's bets of today (later seeds) are claimable.
 * `seedReferralDemo` runs last, so no later wind-back moves its deadlines: three referees of the
 * demo, friend01 deposits and bets and is paid for by the referral job, friend02 has not played yet,
 * and demo2nd signed up on the demo's own device and is refused.
 */
const DEMO_DEVICE = 'demo-browser-device-01';

type Services = Pick<
  AppServices,
  | 'memberRecords'
  | 'referral'
  | 'originals'
  | 'deposits'
  | 'hasher'
  | 'ledger'
  | 'system'
  | 'records'
  | 'admin'
>;

async function dice(s: Services, memberId: string, amount: string, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await s.originals.dice(
      { memberId, trial: false },
      { amount, idempotencyKey: `seed-${randomUUID()}`, target: 50, direction: 'under' },
    );
  }
}

export async function seedRebateDemo(db: Db, s: Services): Promise<void> {
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;

  // Yesterday's bets and their claim at 20:00 UTC yesterday.
  const columns = await timestampColumns(db);
  const today = new Date(new Date().toISOString().slice(0, 10));
  const evening = new Date(today.getTime() - 4 * 3_600_000);
  let mark = new Date();
  await dice(s, demo.id, '10.00', 8);
  await windBack(db, columns, mark, new Date(evening.getTime() - 3_600_000));
  const yesterday = createRebateService({
    db,
    ledger: s.ledger,
    system: s.system,
    records: s.records,
    members: s.memberRecords,
    admin: s.admin,
    now: () => evening,
  });
  mark = new Date();
  await yesterday.claim(demo.id, `seed-${randomUUID()}`);
  await windBack(db, columns, mark, evening);
}

export async function seedReferralDemo(db: Db, s: Services): Promise<void> {
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;
  const { currency } = defaultSettings.site.currency;
  // The demo opened its referral page in its browser: that device and address are the demo's.
  await s.referral.info(demo.id, { deviceId: DEMO_DEVICE, ip: '192.0.2.10' });
  const hash = await s.hasher.hash(DEMO_DOWNLINE_PASSWORD);
  const signUp = (username: string, deviceId: string, ip: string) =>
    db.transaction().execute(async (trx) => {
      const id = await s.memberRecords.insert(
        { username, passwordHash: hash, type: MEMBER_TYPE, referrerId: demo.id, referralCode: randomCode(8) },
        trx,
      );
      await s.ledger.ensureMemberAccount(id, 'cash', currency, trx);
      await s.referral.recordSignUp(trx, { memberId: id, referrerId: demo.id, deviceId, ip });
      return id;
    });
  const friend = await signUp('friend01', 'friend01-phone-device', '198.51.100.31');
  await signUp('friend02', 'friend02-laptop-device', '198.51.100.32');
  await signUp('demo2nd', DEMO_DEVICE, '198.51.100.33');

  // friend01 deposits 500.00 and bets 200.00: the referral job pays the demo its reward.
  const [bank] = await s.deposits.allChannels();
  if (bank) {
    await db.transaction().execute((trx) =>
      s.deposits.recordApprovedDeposit(trx, {
        memberId: friend,
        channelId: bank.id,
        amount: 50_000n,
        currency,
        payerName: 'friend01',
        reference: 'First deposit (demo)',
        memo: 'Deposit (demo)',
      }),
    );
    await dice(s, friend, '20.00', 10);
  }
  await s.referral.checkPending();
}
