import type { Executor } from '../../db/database.ts';
import { type MemberRecord, memberRepository, type NewMember } from './member.repository.ts';

export type { MemberRecord, NewMember } from './member.repository.ts';

/**
 * The member module's rows, for other modules (session, security, verification, games, plugins):
 * the `members` table is written only by member.repository.ts, and other modules reach it through
 * this service, never the repository (docs/decisions/063-server-module-boundaries.md). Each call
 * may join the caller's transaction (`trx`).
 */
export type MemberRecords = ReturnType<typeof createMemberRecords>;

export function createMemberRecords(deps: { db: Executor }) {
  const { db } = deps;
  return {
    findById: (id: string, trx: Executor = db): Promise<MemberRecord | null> =>
      memberRepository.findById(trx, id),
    findByUsername: (username: string, trx: Executor = db): Promise<MemberRecord | null> =>
      memberRepository.findByUsername(trx, username),
    findByMobile: (dial: string, mobileNum: string, trx: Executor = db): Promise<MemberRecord | null> =>
      memberRepository.findByMobile(trx, dial, mobileNum),
    insert: (m: NewMember, trx: Executor = db): Promise<string> => memberRepository.insert(trx, m),
    count: (trx: Executor = db): Promise<number> => memberRepository.countMembers(trx),
    /** An agent's affiliate code (the demo seed; registration reads it through the member module). */
    insertAffiliateCode: (
      code: string,
      agentId: string,
      trx: Executor = db,
      domain: string | null = null,
    ): Promise<void> => memberRepository.insertAffiliateCode(trx, code, agentId, domain),
    /** An agent's lock on a downline's betting (the agent module checks the downline first). */
    setBettingLocked: (memberId: string, locked: boolean, trx: Executor = db): Promise<void> =>
      memberRepository.setBettingLocked(trx, memberId, locked),
    markLogin: (id: string, at: Date, trx: Executor = db): Promise<void> =>
      memberRepository.markLogin(trx, id, at),
    latestActiveReset: (memberId: string, now: Date, trx: Executor = db) =>
      memberRepository.latestActiveReset(trx, memberId, now),
    useReset: (id: string, now: Date, trx: Executor = db): Promise<boolean> =>
      memberRepository.useReset(trx, id, now),
    /** Another member already holds this mobile number (security centre binding). */
    mobileTaken: (dial: string, mobileNum: string, exceptId: string, trx: Executor = db): Promise<boolean> =>
      memberRepository.mobileTaken(trx, dial, mobileNum, exceptId),
    setMobile: (memberId: string, dial: string, mobileNum: string, trx: Executor = db): Promise<void> =>
      memberRepository.setMobile(trx, memberId, dial, mobileNum),
    setEmail: (memberId: string, email: string, trx: Executor = db): Promise<void> =>
      memberRepository.setEmail(trx, memberId, email),
  };
}
