import {
  type AdminFeedback,
  type AdminFeedbackPage,
  type AdminFeedbackQuery,
  type FeedbackRequest,
  feedbackProblem,
} from '@goldline/contract/feedback';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { OutboxEventInput, Trx } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import { writeMessage } from '../messages/inbox.service.ts';
import { type FeedbackRecord, feedbackRepository as repo } from './feedback.repository.ts';

/**
 * Durable limit (decision 108): at most this many feedbacks per hour from one IP, or from one member
 * wherever they are. Counted in PostgreSQL, so every server process sees the same count; the
 * in-process per-minute route limit (plugins/rate-limits.ts) only stops bursts.
 */
export const FEEDBACK_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export type FeedbackService = ReturnType<typeof createFeedbackService>;
/** Where a feedback comes from: the caller's IP and, when logged in, the member. */
type Sender = { ip: string; memberId: string | null };

const toAdminFeedback = (f: FeedbackRecord): AdminFeedback => ({
  id: f.id,
  type: f.type,
  content: f.content,
  sender: f.sender,
  status: f.answer === null ? 'OPEN' : 'ANSWERED',
  answer: f.answer,
  answeredAt: f.answeredAt?.toISOString() ?? null,
  createdAt: f.createdAt.toISOString(),
});

export function createFeedbackService(deps: {
  db: Db;
  captcha: Pick<CaptchaService, 'check'>;
  /** The site's captcha switch (the registration rule `captcha`): off, the form asks none. */
  captchaAsked: () => Promise<boolean>;
  members: Pick<MemberRecords, 'findById'>;
  admin: Pick<AdminService, 'audit'>;
  /** The ledger's outbox: the answer's inbox message is pushed live, committed with the answer. */
  emit: (events: OutboxEventInput[], trx: Trx) => Promise<void>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function assertValid(req: FeedbackRequest, captchaAsked: boolean): void {
    const problem = feedbackProblem(req, captchaAsked);
    if (problem?.code === 'FEEDBACK_FIELDS_REQUIRED')
      throw new AppError(problem.code, { fields: { missing: problem.fields.join(',') } });
    if (problem) throw new AppError(problem.code);
  }

  async function store(req: FeedbackRequest, from: Sender, at: Date): Promise<{ id: string }> {
    const member = from.memberId ? await deps.members.findById(from.memberId) : null;
    const id = await repo.insert(db, {
      type: req.type ?? 0,
      content: (req.content ?? '').trim(),
      memberId: member?.id ?? null,
      sender: member?.username ?? null,
      ip: from.ip,
      at,
    });
    return { id };
  }

  return {
    form: async () => ({ captcha: await deps.captchaAsked() }),

    /** POST /wps/feedback: a visitor's or a member's (the sender comes from the session, never the body). */
    async send(req: FeedbackRequest, from: Sender): Promise<{ id: string }> {
      const captchaAsked = await deps.captchaAsked();
      assertValid(req, captchaAsked);
      if (captchaAsked && !(await deps.captcha.check(req.captchaId, req.captcha)))
        throw new AppError('CAPTCHA_INVALID');
      const at = now();
      const recent = await repo.countSince(db, from, new Date(at.getTime() - HOUR_MS));
      if (recent >= FEEDBACK_PER_HOUR)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: HOUR_MS / 1000 });
      return store(req, from, at);
    },

    /** The demo seed's way in: the same rules without the captcha, which a seed cannot read. */
    async record(req: FeedbackRequest, from: Sender): Promise<{ id: string }> {
      assertValid(req, false);
      return store(req, from, now());
    },

    async list(q: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
      const r = await repo.page(db, {
        status: q.status,
        type: q.type,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { rows: r.rows.map(toAdminFeedback), page: q.page, pageSize: q.pageSize, total: r.total };
    },

    /**
     * The operator's answer: stored on the feedback, sent to the member's inbox (a visitor's feedback
     * has no inbox) and audited with the operator and IP, in one transaction. A second answer is
     * refused, so a member never gets the same feedback answered twice.
     */
    async answer(operatorId: string, id: string, answer: string, ip: string): Promise<AdminFeedback> {
      return db.transaction().execute(async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.answer !== null) throw new AppError('INVALID_STATE');
        const at = now();
        await repo.answer(trx, { id, answer, operatorId, ip, at });
        if (before.memberId) {
          const event = await writeMessage(trx, {
            memberId: before.memberId,
            kind: 'FEEDBACK_ANSWER',
            params: { question: before.content, answer },
            at,
          });
          await deps.emit([event], trx);
        }
        await deps.admin.audit(trx, {
          operatorId,
          action: 'feedback.answer',
          before: { id, answer: null },
          after: { id, answer, ip, delivered: before.memberId !== null },
        });
        return toAdminFeedback({ ...before, answer, answeredAt: at });
      });
    },
  };
}
