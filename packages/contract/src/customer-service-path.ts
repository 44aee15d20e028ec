/**
 * Spec section 7: "Customer-service paths arrive encrypted: last 8 characters are the key, the rest
 * ciphertext." The wire form is `base64url(iv ‖ AES-256-GCM(path)) + key`, where `key` is 8 fresh
 * random characters and the AES key is SHA-256 of them. WebCrypto on both sides (Node's global
 * `crypto.subtle`, the browser's), so one implementation seals and opens.
 *
 * This is obfuscation, not secrecy: the key travels with the ciphertext, so anyone can open it. It
 * keeps the operator's contact addresses out of naive scrapers of the status answer, as the spec's
 * platform does; nothing relies on it (docs/decisions/109-app-download-pwa-and-customer-service.md).
 */

const KEY_LENGTH = 8;
const IV_BYTES = 12;

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

// No annotation: the web's DOM lib and the server's Node types name the key type differently.
async function aesKey(key: string, usage: 'encrypt' | 'decrypt') {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [usage]);
}

/** The path sealed with a fresh key, as the status answer carries it. */
export async function sealCustomerServicePath(path: string): Promise<string> {
  // 6 random bytes are exactly 8 base64url characters.
  const key = toBase64Url(crypto.getRandomValues(new Uint8Array(6)));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await aesKey(key, 'encrypt'),
      new TextEncoder().encode(path),
    ),
  );
  const data = new Uint8Array(IV_BYTES + sealed.length);
  data.set(iv);
  data.set(sealed, IV_BYTES);
  return toBase64Url(data) + key;
}

/** The plain path of a sealed one; throws when it was not sealed by sealCustomerServicePath. */
export async function openCustomerServicePath(sealed: string): Promise<string> {
  if (sealed.length <= KEY_LENGTH) throw new Error('customer-service path: too short to hold a key');
  const data = fromBase64Url(sealed.slice(0, -KEY_LENGTH));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: data.subarray(0, IV_BYTES) },
    await aesKey(sealed.slice(-KEY_LENGTH), 'decrypt'),
    data.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
