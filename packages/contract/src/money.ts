import * as z from 'zod';

/** Amounts travel as decimal strings with the currency's decimals ("1234.50"); never floats. */
export const Amount = z.string().regex(/^-?\d+(\.\d+)?$/, 'amount');
export type Amount = z.infer<typeof Amount>;

/** The most decimals any currency has (CurrencyInfo.decimals). */
export const MAX_DECIMALS = 8;

/**
 * A positive amount, shape only: at most MAX_DECIMALS decimals. The server's one parser (toMinor)
 * holds it to the site currency's decimals: more is VALIDATION_FAILED with the field 'decimals'.
 */
export const PositiveAmount = Amount.refine((v) => /^\d+(\.\d{1,8})?$/.test(v) && /[1-9]/.test(v), 'amount');
export type PositiveAmount = z.infer<typeof PositiveAmount>;

/**
 * The client-generated key every money-moving request carries, always as `idempotencyKey`: the same
 * key twice moves money once (same request -> the stored answer; different request ->
 * IDEMPOTENCY_CONFLICT). A UUID or any other id of 8 to 64 URL-safe characters.
 */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/, 'pattern');
export type IdempotencyKey = z.infer<typeof IdempotencyKey>;

export const CurrencyInfo = z.object({
  currency: z.string().length(3),
  currencySymbol: z.string(),
  decimals: z.number().int().min(0).max(MAX_DECIMALS),
});
export type CurrencyInfo = z.infer<typeof CurrencyInfo>;

/** Formats integer minor units as the API's decimal string. */
export function minorToAmount(minor: bigint, decimals: number): Amount {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const frac = abs % base;
  const text = decimals > 0 ? `${whole}.${frac.toString().padStart(decimals, '0')}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** Parses a decimal string into integer minor units; rejects more decimals than the currency has. */
export function amountToMinor(amount: Amount, decimals: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const [, sign, whole, frac = ''] = match;
  if (frac.length > decimals) throw new RangeError(`too many decimals: ${amount}`);
  const minor = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return sign === '-' ? -minor : minor;
}
