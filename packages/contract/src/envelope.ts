import * as z from 'zod';
import { errorCodes } from './errors.ts';

/** Every response: `{ success, value?, code?, message? }` (spec section 7, docs/architecture.md "API"). */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
  });
}

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes as [string, ...string[]]),
  message: z.string(),
  value: z
    .object({
      captchaRequired: z.boolean().optional(),
      retryAfterSeconds: z.number().int().optional(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const Empty = z.object({}).strict();
export type Empty = z.infer<typeof Empty>;
