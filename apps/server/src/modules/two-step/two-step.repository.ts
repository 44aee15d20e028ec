import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { deleteInBatches } from '../../lib/batches.ts';

export interface ChallengeRecord {
  memberId: string;
  ip: string;
  userAgent: string | null;
  weakPassword: boolean;
  usedTemporaryPassword: boolean;
  emailCodeHash: string | null;
  emailSentAt: Date | null;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface TotpRecord {
  secretSealed: string;
  confirmedAt: Date | null;
  lastStep: number | null;
}

/** The only SQL for known IPs, login challenges, TOTP factors, recovery codes and step-ups (migration 0031). */
export const twoStepRepository = {
  /**
   * What a password login needs to know, in one statement of three primary-key probes: is this IP
   * known, is any IP known at all, and is the authenticator on.
   */
  async loginFacts(
    db: Executor,
    memberId: string,
    ip: string,
  ): Promise<{ known: boolean; any: boolean; totp: boolean }> {
    const { rows } = await sql<{ known: boolean; any: boolean; totp: boolean }>`
      SELECT EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = ${memberId} AND ip = ${ip}) AS known,
             EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = ${memberId}) AS any,
             EXISTS (SELECT 1 FROM totp_factors WHERE member_id = ${memberId} AND confirmed_at IS NOT NULL) AS totp
    `.execute(db);
    return rows[0] ?? { known: false, any: false, totp: false };
  },

  /** Remembers the IP; answers true when it was not known before. */
  async rememberIp(db: Executor, memberId: string, ip: string, at: Date): Promise<boolean> {
    const row = await db
      .insertInto('member_known_ips')
      .values({ member_id: memberId, ip, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: at }))
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    return row.inserted;
  },

  async knownIps(db: Executor, memberId: string, limit: number) {
    return db
      .selectFrom('member_known_ips')
      .select(['ip', 'last_seen_at as lastSeenAt'])
      .where('member_id', '=', memberId)
      .orderBy('last_seen_at', 'desc')
      .limit(limit)
      .execute();
  },

  async insertChallenge(
    db: Executor,
    c: {
      idHash: string;
      memberId: string;
      ip: string;
      userAgent: string | null;
      weakPassword: boolean;
      usedTemporaryPassword: boolean;
      at: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('login_challenges')
      .values({
        id_hash: c.idHash,
        member_id: c.memberId,
        ip: c.ip,
        user_agent: c.userAgent?.slice(0, 512) ?? null,
        weak_password: c.weakPassword,
        used_temporary_password: c.usedTemporaryPassword,
        created_at: c.at,
        expires_at: c.expiresAt,
      })
      .execute();
  },

  async findChallenge(db: Executor, idHash: string): Promise<ChallengeRecord | null> {
    const r = await db
      .selectFrom('login_challenges')
      .selectAll()
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    return r
      ? {
          memberId: r.member_id,
          ip: r.ip,
          userAgent: r.user_agent,
          weakPassword: r.weak_password,
          usedTemporaryPassword: r.used_temporary_password,
          emailCodeHash: r.email_code_hash,
          emailSentAt: r.email_sent_at,
          attempts: r.attempts,
          expiresAt: r.expires_at,
          usedAt: r.used_at,
        }
      : null;
  },

  async setChallengeEmailCode(db: Executor, idHash: string, codeHash: string, at: Date): Promise<void> {
    await db
      .updateTable('login_challenges')
      .set({ email_code_hash: codeHash, email_sent_at: at })
      .where('id_hash', '=', idHash)
      .execute();
  },

  async addChallengeAttempt(db: Executor, idHash: string): Promise<void> {
    await db
      .updateTable('login_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id_hash', '=', idHash)
      .execute();
  },

  /** Uses the challenge up; false when another request already did. */
  async useChallenge(db: Executor, idHash: string, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('login_challenges')
      .set({ used_at: at })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Cleanup job: challenges expired before `before`, in batches. */
  async deleteExpiredChallenges(db: Db, before: Date): Promise<number> {
    return deleteInBatches(async (limit) => {
      const r = await db
        .deleteFrom('login_challenges')
        .where('id_hash', 'in', (eb) =>
          eb.selectFrom('login_challenges').select('id_hash').where('expires_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    });
  },

  async recordFailure(db: Executor, memberId: string, at: Date): Promise<void> {
    await db.insertInto('two_step_failures').values({ member_id: memberId, created_at: at }).execute();
  },

  /** Wrong codes in the window, and when the oldest of them leaves it. */
  async failuresSince(
    db: Executor,
    memberId: string,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const r = await db
      .selectFrom('two_step_failures')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(r.n), oldest: r.oldest ? new Date(r.oldest) : null };
  },

  async deleteFailuresBefore(db: Db, before: Date): Promise<number> {
    return deleteInBatches(async (limit) => {
      const r = await db
        .deleteFrom('two_step_failures')
        .where('id', 'in', (eb) =>
          eb.selectFrom('two_step_failures').select('id').where('created_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    });
  },

  async totp(db: Executor, memberId: string): Promise<TotpRecord | null> {
    const r = await db
      .selectFrom('totp_factors')
      .select(['secret_sealed', 'confirmed_at', 'last_step'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return r
      ? {
          secretSealed: r.secret_sealed,
          confirmedAt: r.confirmed_at,
          lastStep: r.last_step === null ? null : Number(r.last_step),
        }
      : null;
  },

  /** A new, unconfirmed enrolment replaces an unconfirmed one; a confirmed factor is never overwritten. */
  async putPendingTotp(db: Executor, memberId: string, secretSealed: string, at: Date): Promise<boolean> {
    const r = await db
      .insertInto('totp_factors')
      .values({ member_id: memberId, secret_sealed: secretSealed, created_at: at })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ secret_sealed: secretSealed, created_at: at, last_step: null })
          .where('totp_factors.confirmed_at', 'is', null),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows) === 1;
  },

  async confirmTotp(db: Executor, memberId: string, step: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('totp_factors')
      .set({ confirmed_at: at, last_step: step })
      .where('member_id', '=', memberId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /**
   * Accepts a time step once: moves last_step forward only past the stored one, so the same code
   * (or an older one) racing in twice is accepted by exactly one request (ASVS 6.5.1).
   */
  async claimStep(db: Executor, memberId: string, step: number): Promise<boolean> {
    const r = await db
      .updateTable('totp_factors')
      .set({ last_step: step })
      .where('member_id', '=', memberId)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  async deleteTotp(db: Executor, memberId: string): Promise<void> {
    await db.deleteFrom('totp_factors').where('member_id', '=', memberId).execute();
    await db.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
  },

  async replaceRecoveryCodes(db: Executor, memberId: string, hashes: string[]): Promise<void> {
    await db.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
    await db
      .insertInto('recovery_codes')
      .values(hashes.map((h) => ({ member_id: memberId, code_hash: h })))
      .execute();
  },

  async unusedRecoveryCodes(db: Executor, memberId: string): Promise<{ id: string; codeHash: string }[]> {
    return db
      .selectFrom('recovery_codes')
      .select(['id', 'code_hash as codeHash'])
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute();
  },

  async useRecoveryCode(db: Executor, id: string, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  async putStepUp(db: Executor, sessionId: string, at: Date): Promise<void> {
    await db
      .insertInto('step_ups')
      .values({ session_id: sessionId, verified_at: at })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ verified_at: at }))
      .execute();
  },

  async stepUpAt(db: Executor, sessionId: string): Promise<Date | null> {
    const r = await db
      .selectFrom('step_ups')
      .select('verified_at')
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return r?.verified_at ?? null;
  },
};
