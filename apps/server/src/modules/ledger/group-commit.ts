import { AsyncResource } from 'node:async_hooks';

export interface GroupCommitOptions {
  /** Most items one batch posts (one statement, one transaction). */
  maxBatch: number;
  /** Batches posted at once; an item submitted while all are busy waits for the next batch. */
  maxInFlight: number;
}

interface Waiting<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit in the process (decision 097, TigerBeetle's batching): items submitted while a
 * batch is in flight are collected and posted together by the next `post` call. `post` answers
 * every item of its batch with its own outcome, once its transaction has committed; a caller's
 * promise settles only then. Items keep their submission order within and across batches.
 *
 * Nothing waits on a timer: an item that arrives while a slot is free is posted on the next turn
 * of the event loop (with whatever else arrived in the same turn), so a lone request pays no delay,
 * and under load the batch grows by itself to what arrived during the previous one's round trip.
 */
export function createGroupCommit<I, R>(
  post: (items: I[]) => Promise<PromiseSettledResult<R>[]>,
  options: GroupCommitOptions,
): { submit(item: I): Promise<R> } {
  const queue: Waiting<I, R>[] = [];
  let inFlight = 0;
  let scheduled = false;
  // Batches run in the batcher's own async context, not in the request that happened to start one.
  const background = new AsyncResource('ledger-group-commit');

  async function run(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await post(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const r = results[i];
        if (r?.status === 'fulfilled') w.resolve(r.value);
        else w.reject(r ? r.reason : new Error('group commit: no result for an item'));
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      background.runInAsyncScope(
        () =>
          void run(batch).finally(() => {
            inFlight -= 1;
            pump();
          }),
      );
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!scheduled && inFlight < options.maxInFlight) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            pump();
          });
        }
      });
    },
  };
}
