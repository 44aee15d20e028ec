/**
 * Account ids in the order every transaction locks them: numeric ascending, no duplicates. One
 * global order means two movements over the same accounts queue instead of deadlocking.
 */
export function lockOrder(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort((a, b) => {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
