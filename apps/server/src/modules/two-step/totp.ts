import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The authenticator app's codes (RFC 6238 through otplib; decision 103): SHA-1, 6 digits, 30 s,
 * the apps' common settings. A code is accepted one step either side of now (clock drift) and only
 * for a time step after the last one accepted (no reuse within its window).
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step the code matched, or null; `epochMs` is injected so tests move the clock. */
export async function matchTotp(
  secret: string,
  code: string,
  epochMs: number,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(epochMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
