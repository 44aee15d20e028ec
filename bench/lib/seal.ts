import { CompactEncrypt, importJWK } from 'jose';

/** Seals a body the way the web does for encrypted calls (docs/decisions/012-encrypted-calls.md). */
export async function seal(base: string, body: unknown): Promise<string> {
  const status = (await (await fetch(`${base}/wps/system/status`)).json()) as {
    value: { encryption: { kid: string; jwk: Record<string, string> } };
  };
  const { kid, jwk } = status.value.encryption;
  const key = await importJWK({ ...jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
}

/** POSTs a sealed body; throws unless the server answers 200. Returns the envelope's `value`. */
export async function postSealed<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/jose', ...(token ? { 'x-session-token': token } : {}) },
    body: await seal(base, body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: T }).value;
}
