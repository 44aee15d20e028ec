import type { IssueDetail } from '@goldline/contract/lottery';
import { verifyGameHash } from '@goldline/games/crash-chain';
import { commitmentOf, drawFromSeed, isSeedHex } from '@goldline/games/lottery/index';
import type { Draw } from '@goldline/games/lottery/types';

/**
 * Recomputes a self-drawn issue IN THE BROWSER with packages/games, the code the server draws with:
 * sha256(seed) must be the commitment published before the issue opened, the seed hashed `index`
 * more times must be the day's terminal hash (so every issue of the day was fixed before the first
 * opened), and drawFromSeed(family, seed, issue) must be the published draw.
 */
export interface IssueVerification {
  readonly commitment: boolean;
  /** null when the issue carries no day chain. */
  readonly chain: boolean | null;
  readonly draw: boolean;
  readonly recomputed: Draw;
}

/** Deep equality of JSON values, whatever order an object's keys came back in (jsonb reorders them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return (
      sameJson(ka, kb) &&
      ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

export async function verifyIssue(
  detail: Pick<IssueDetail, 'family' | 'issue' | 'seed' | 'commitment' | 'draw' | 'chain'>,
): Promise<IssueVerification | null> {
  const seed = detail.seed?.toLowerCase() ?? '';
  if (!isSeedHex(seed)) return null;
  const recomputed = await drawFromSeed(detail.family, seed, detail.issue);
  const chain = detail.chain
    ? await verifyGameHash(seed, detail.chain.index, detail.chain.terminalHash)
    : null;
  return {
    commitment: (await commitmentOf(seed)) === detail.commitment?.toLowerCase(),
    chain,
    draw: sameJson(recomputed, detail.draw),
    recomputed,
  };
}
