/**
 * Provably fair randomness (docs: shared reference "games-math"): floats in [0, 1) derived from
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), four bytes per float. The same code
 * runs on the server (to settle) and in the browser (to verify), so it uses only Web Crypto.
 */
const encoder = new TextEncoder();

async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** `count` floats for one bet; each HMAC block of 32 bytes yields 8 floats, `cursor` numbers the blocks. */
export async function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  const result: number[] = [];
  for (let cursor = 0; result.length < count; cursor += 1) {
    const bytes = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
    for (let offset = 0; offset + 4 <= bytes.length && result.length < count; offset += 4) {
      let value = 0;
      for (let i = 0; i < 4; i += 1) value += bytes[offset + i]! / 256 ** (i + 1);
      result.push(value);
    }
  }
  return result;
}

/** The commitment shown before betting: SHA-256 of the server seed, hex. */
export async function seedHash(serverSeed: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
