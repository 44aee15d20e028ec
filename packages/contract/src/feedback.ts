import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';

/**
 * Feedback (spec sections 3, 5 and 7 "POST /wps/feedback"): question types deposit 1, withdrawal 2,
 * game 3, customer 4, applyAgent 6, others 0; the description 20 to 200 characters once trimmed.
 */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const FEEDBACK_MIN_CHARS = 20;
export const FEEDBACK_MAX_CHARS = 200;

/** Characters as a person counts them (code points), the same in the live counter and on the server. */
export const feedbackLength = (content: string) => [...content.trim()].length;

/**
 * The body is loose on purpose: the rules below answer each problem with its own code (spec section
 * 5 lists the empty fields together), where a strict schema would answer one generic VALIDATION_FAILED.
 * `sender` is the spec's field; the server takes the sender from the session, never from the body.
 */
export const FeedbackRequest = z.object({
  type: z.number().int().nullable().optional(),
  content: z.string().max(2000).optional(),
  sender: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

export type FeedbackField = 'type' | 'content' | 'captcha';
export type FeedbackProblem =
  | { code: 'FEEDBACK_FIELDS_REQUIRED'; fields: FeedbackField[] }
  | { code: 'FEEDBACK_TYPE_INVALID' }
  | { code: 'FEEDBACK_CONTENT_LENGTH' };

/**
 * Spec section 5, shared by the form and the server: required fields first (type 0 counts as
 * filled), then the type, then the length. `captchaAsked` is false when the operator has the
 * site's captcha off.
 */
export function feedbackProblem(body: FeedbackRequest, captchaAsked: boolean): FeedbackProblem | null {
  const missing: FeedbackField[] = [];
  if (body.type === undefined || body.type === null) missing.push('type');
  if (!body.content?.trim()) missing.push('content');
  if (captchaAsked && !body.captcha?.trim()) missing.push('captcha');
  if (missing.length > 0) return { code: 'FEEDBACK_FIELDS_REQUIRED', fields: missing };
  if (!feedbackTypes.includes(body.type as FeedbackType)) return { code: 'FEEDBACK_TYPE_INVALID' };
  const length = feedbackLength(body.content ?? '');
  if (length < FEEDBACK_MIN_CHARS || length > FEEDBACK_MAX_CHARS) return { code: 'FEEDBACK_CONTENT_LENGTH' };
  return null;
}

/** GET /wps/feedback/form: whether the form shows the image captcha (the site's captcha switch). */
export const FeedbackForm = z.object({ captcha: z.boolean() });
export type FeedbackForm = z.infer<typeof FeedbackForm>;
export const FeedbackSent = z.object({ id: z.string() });
export type FeedbackSent = z.infer<typeof FeedbackSent>;

// ---------------------------------------------------------------- back office inbox

export const FeedbackStatus = z.enum(['OPEN', 'ANSWERED']);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

export const AdminFeedbackQuery = PageQuery.extend({
  status: FeedbackStatus.optional(),
  type: z.coerce
    .number()
    .int()
    .refine((v) => feedbackTypes.includes(v as FeedbackType))
    .optional(),
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuery>;

export const AdminFeedback = z.object({
  id: z.string(),
  type: z.number().int(),
  content: z.string(),
  /** The member's username; null for a visitor's feedback (the answer then reaches no inbox). */
  sender: z.string().nullable(),
  status: FeedbackStatus,
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;
export const AdminFeedbackPage = pageOf(AdminFeedback);
export type AdminFeedbackPage = z.infer<typeof AdminFeedbackPage>;

export const FEEDBACK_ANSWER_MAX_CHARS = 1000;
export const AnswerFeedbackRequest = z.object({
  answer: z.string().trim().min(1).max(FEEDBACK_ANSWER_MAX_CHARS),
});
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequest>;
