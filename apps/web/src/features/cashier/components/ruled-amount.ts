import * as z from 'zod';

/**
 * A typed amount for a cashier form: first the operator's limits and the currency's decimals in the
 * amount field's translated words (`rule`, from useAmountRule), then the contract's schema for the
 * request (`contractAmount`, PositiveAmount), so the form and the server read one definition.
 */
export const ruledAmount = <T extends z.ZodType<unknown, string>>(
  rule: (value: string) => string | true,
  contractAmount: T,
) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem !== true) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim())
    .pipe(contractAmount);
