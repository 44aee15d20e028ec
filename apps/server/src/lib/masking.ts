/** Security centre shows bound contacts masked (never the full value to a possibly stolen session). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}${'*'.repeat(Math.max(2, name.length - 2))}${email.slice(at)}`;
}

export function maskMobile(dial: string | null, mobile: string): string {
  const keep = mobile.length > 5 ? 2 : 1;
  const hidden = '*'.repeat(Math.max(1, mobile.length - keep - 3));
  return `${dial ? `+${dial} ` : ''}${mobile.slice(0, keep)}${hidden}${mobile.slice(-3)}`;
}

/** Bank account numbers: the last 4 only. */
export function maskAccountNumber(n: string): string {
  return `****${n.slice(-4)}`;
}
