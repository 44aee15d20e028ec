/**
 * Hash primitives shared by every game (shared reference "games-math" §0). Web Crypto only, so the
 * same code settles on the server and verifies in the browser; hex is lowercase everywhere because
 * bustabit-style chains hash the lowercase hex text of the previous hash.
 */
const encoder = new TextEncoder();

export type BytesOrText = Uint8Array | string;

function toBytes(value: BytesOrText): Uint8Array<ArrayBuffer> {
  return typeof value === 'string' ? encoder.encode(value) : new Uint8Array(value);
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** HMAC-SHA256; a string key or message is taken as its UTF-8 bytes. */
export async function hmacSha256(key: BytesOrText, message: BytesOrText): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    toBytes(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, toBytes(message)));
}

export async function sha256Hex(message: BytesOrText): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', toBytes(message))));
}
