/** "2.35" -> 235n: the API's two-decimal multipliers in hundredths; anything else -> null. */
export function parseMultiplierCents(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** For texts the server wrote (always valid); 0 if not. */
export const multiplierCents = (text: string): bigint => parseMultiplierCents(text) ?? 0n;
