/** Rows one cleanup statement deletes at most: short statements, short row locks (decision 060). */
export const DELETE_BATCH = 5_000;

/**
 * Runs `deleteBatch(limit)` (one statement in its own transaction, returning how many rows it deleted)
 * again and again, then returns the total. It stops after a batch that deleted fewer than `limit`
 * rows (nothing left), or with `until: 'none'` only after a batch that deleted nothing (for a
 * statement that looks at a window of rows and may find fewer than `limit` to delete in it), and
 * after `maxBatches` in any case: the next run takes what is left.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  opts: { limit?: number; maxBatches?: number; until?: 'short' | 'none' } = {},
): Promise<number> {
  const limit = opts.limit ?? DELETE_BATCH;
  const maxBatches = opts.maxBatches ?? 200;
  const stopBelow = opts.until === 'none' ? 1 : limit;
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await deleteBatch(limit);
    total += n;
    if (n < stopBelow) break;
  }
  return total;
}
