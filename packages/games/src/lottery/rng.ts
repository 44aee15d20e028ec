/**
 * The lottery draw stream (decision 080): bytes = HMAC-SHA256(key = seed hex text,
 * message = `lottery:${family}:${salt}:${round}`), round = 0, 1, 2 … as in the shared reference
 * "games-math" §0. Each integer takes 4 bytes read big-endian (u = b0·2^24 + b1·2^16 + b2·2^8 + b3,
 * i.e. Stake's float times 2^32). An integer in [0, n) is u mod n, taken only when
 * u < 2^32 − (2^32 mod n); otherwise the next 4 bytes are read (rejection), so every value is exactly
 * equally likely and the probabilities on the rules card are exact, not exact-to-2^-32.
 */
import { hmacSha256, sha256Hex } from '../hash.ts';

const TWO_32 = 2 ** 32;

export class DrawStream {
  private bytes: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private round = 0;

  constructor(
    private readonly seedHex: string,
    private readonly label: string,
  ) {}

  private async uint32(): Promise<number> {
    if (this.offset + 4 > this.bytes.length) {
      this.bytes = await hmacSha256(this.seedHex, `lottery:${this.label}:${this.round}`);
      this.round += 1;
      this.offset = 0;
    }
    const b = this.bytes;
    const o = this.offset;
    this.offset += 4;
    return b[o]! * 2 ** 24 + b[o + 1]! * 2 ** 16 + b[o + 2]! * 2 ** 8 + b[o + 3]!;
  }

  /** A uniform integer in [0, n), n ≤ 2^32. */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error('n must be an integer in [1, 2^32]');
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = await this.uint32();
      if (u < limit) return u % n;
    }
  }

  /** `count` different values of `pool` in draw order (Fisher–Yates: splice the int(len)-th). */
  async pickDistinct<T>(pool: readonly T[], count: number): Promise<T[]> {
    const rest = [...pool];
    const out: T[] = [];
    for (let i = 0; i < count; i += 1) out.push(rest.splice(await this.int(rest.length), 1)[0]!);
    return out;
  }
}

export function isSeedHex(seedHex: string): boolean {
  return /^[0-9a-f]{64}$/.test(seedHex);
}

/** The commitment published before an issue opens: SHA-256 of the seed's lowercase hex text. */
export function commitmentOf(seedHex: string): Promise<string> {
  return sha256Hex(seedHex.toLowerCase());
}
