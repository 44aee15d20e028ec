import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema.ts';

/** What services see of a member row (the password hash stays inside the session/member services). */
export interface MemberRecord {
  id: string;
  username: string;
  passwordHash: string | null;
  type: number;
  status: 'active' | 'disabled';
  parentId: string | null;
  nickname: string | null;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  lastLoginAt: Date | null;
  createdAt: Date;
  /** An agent locked this member's betting (decision 077). */
  bettingLocked: boolean;
  /** Their own invite code (refer and earn, modules/referral). */
  referralCode: string | null;
}

function toRecord(r: Selectable<MembersTable>): MemberRecord {
  return {
    id: r.id,
    username: r.username,
    passwordHash: r.password_hash,
    type: r.type,
    status: r.status,
    parentId: r.parent_id,
    nickname: r.nickname,
    email: r.email,
    mobileNum: r.mobile_num,
    countryDialingCode: r.country_dialing_code,
    mustChangePassword: r.must_change_password,
    passwordChangedAt: r.password_changed_at,
    lastLoginAt: r.last_login_at,
    createdAt: r.created_at,
    bettingLocked: r.betting_locked,
    referralCode: r.referral_code,
  };
}

export interface NewMember {
  username: string;
  passwordHash: string | null;
  type: number;
  parentId?: string | null;
  referrerId?: string | null;
  referralCode?: string | null;
  email?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  profile?: Record<string, string>;
  nickname?: string | null;
}

export const memberRepository = {
  async findByUsername(db: Executor, username: string): Promise<MemberRecord | null> {
    const row = await db
      .selectFrom('members')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async findById(db: Executor, id: string): Promise<MemberRecord | null> {
    const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async findByMobile(
    db: Executor,
    countryDialingCode: string,
    mobileNum: string,
  ): Promise<MemberRecord | null> {
    const row = await db
      .selectFrom('members')
      .selectAll()
      .where('country_dialing_code', '=', countryDialingCode)
      .where('mobile_num', '=', mobileNum)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async findByReferralCode(db: Executor, code: string): Promise<MemberRecord | null> {
    const row = await db
      .selectFrom('members')
      .selectAll()
      .where(sql<string>`upper(referral_code)`, '=', code.toUpperCase())
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async usernameTaken(db: Executor, username: string): Promise<boolean> {
    return (await this.findByUsername(db, username)) !== null;
  },

  async insert(db: Executor, m: NewMember): Promise<string> {
    const row = await db
      .insertInto('members')
      .values({
        username: m.username,
        password_hash: m.passwordHash,
        type: m.type,
        parent_id: m.parentId ?? null,
        referrer_id: m.referrerId ?? null,
        referral_code: m.referralCode ?? null,
        email: m.email ?? null,
        mobile_num: m.mobileNum ?? null,
        country_dialing_code: m.countryDialingCode ?? null,
        payee_name: m.payeeName ?? null,
        birthday: m.birthday ?? null,
        profile: JSON.stringify(m.profile ?? {}),
        nickname: m.nickname ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async setPassword(db: Executor, id: string, passwordHash: string, mustChange: boolean): Promise<void> {
    await db
      .updateTable('members')
      .set({ password_hash: passwordHash, must_change_password: mustChange, password_changed_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  async markLogin(db: Executor, id: string, at: Date): Promise<void> {
    await db.updateTable('members').set({ last_login_at: at }).where('id', '=', id).execute();
  },

  async mobileTaken(db: Executor, dial: string, mobileNum: string, exceptId: string): Promise<boolean> {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('country_dialing_code', '=', dial)
      .where('mobile_num', '=', mobileNum)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async setMobile(db: Executor, memberId: string, dial: string, mobileNum: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ country_dialing_code: dial, mobile_num: mobileNum })
      .where('id', '=', memberId)
      .execute();
  },

  async setEmail(db: Executor, memberId: string, email: string): Promise<void> {
    await db.updateTable('members').set({ email }).where('id', '=', memberId).execute();
  },

  async findAffiliateAgent(
    db: Executor,
    code: string,
  ): Promise<{ agentId: string; domain: string | null } | null> {
    const row = await db
      .selectFrom('affiliate_codes')
      .select(['agent_id', 'domain'])
      .where('code', '=', code.toUpperCase())
      .where('active', '=', true)
      .executeTakeFirst();
    return row ? { agentId: row.agent_id, domain: row.domain } : null;
  },

  async insertAffiliateCode(
    db: Executor,
    code: string,
    agentId: string,
    domain: string | null = null,
  ): Promise<void> {
    await db
      .insertInto('affiliate_codes')
      .values({ code: code.toUpperCase(), agent_id: agentId, domain })
      .execute();
  },

  async setBettingLocked(db: Executor, id: string, locked: boolean): Promise<void> {
    await db.updateTable('members').set({ betting_locked: locked }).where('id', '=', id).execute();
  },

  async countMembers(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Temporary passwords from "forgot by e-mail" (docs/decisions/013-dev-message-outbox.md). */
  async insertPasswordReset(
    db: Executor,
    memberId: string,
    tempHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await db
      .insertInto('password_resets')
      .values({ member_id: memberId, temp_hash: tempHash, expires_at: expiresAt })
      .execute();
  },

  async latestActiveReset(
    db: Executor,
    memberId: string,
    now: Date,
  ): Promise<{ id: string; tempHash: string } | null> {
    const row = await db
      .selectFrom('password_resets')
      .select(['id', 'temp_hash'])
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: row.id, tempHash: row.temp_hash } : null;
  },

  async useReset(db: Executor, id: string, now: Date): Promise<boolean> {
    const r = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  async clearResets(db: Executor, memberId: string, now: Date): Promise<void> {
    await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute();
  },
};
