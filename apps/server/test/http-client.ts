import { JWE_ALG, JWE_CONTENT_TYPE, JWE_ENC, TOKEN_HEADER } from '@goldline/contract/encryption';
import { CompactEncrypt, importJWK } from 'jose';

/**
 * A client of a real server over HTTP (tests that spawn the server as a process, where app.inject
 * is not available). Seals encrypted bodies like the web does (docs/decisions/012-encrypted-calls.md).
 */
export async function seal(base: string, body: unknown): Promise<string> {
  const status = (await (await fetch(`${base}/wps/system/status`)).json()) as {
    value: { encryption: { kid: string; jwk: Record<string, string> } };
  };
  const { kid, jwk } = status.value.encryption;
  const key = await importJWK(jwk, JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid })
    .encrypt(key);
}

export async function postSealed(base: string, url: string, body: unknown, token?: string) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': JWE_CONTENT_TYPE, ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: await seal(base, body),
  });
}

/** Logs in and sets the first payment password (proven by the login password); returns the token. */
export async function loginWithPaymentPassword(
  base: string,
  username: string,
  password: string,
  paymentPassword: string,
): Promise<string> {
  const login = await postSealed(base, '/wps/session/login', { type: 'username', username, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const set = await postSealed(
    base,
    '/wps/member/payment-password',
    { loginPassword: password, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
    token,
  );
  if (set.status !== 200) throw new Error(`payment password: ${set.status} ${await set.text()}`);
  return token;
}
