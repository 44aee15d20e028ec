import { AsyncResource } from 'node:async_hooks';
import { minorToAmount } from '@goldline/contract/money';
import { afterCommit, type Db, type Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { sqlState, withRetry } from '../../lib/retry.ts';
import { createGroupCommit, type GroupCommitOptions } from './group-commit.ts';
import {
  type AccountInfo,
  type EntryRow,
  type LockedAccount,
  type MovementOutcome,
  ledgerRepository as repo,
} from './ledger.repository.ts';
import type {
  AccountBalance,
  AccountRef,
  HoldCloseRequest,
  HoldRequest,
  HoldResult,
  LedgerService,
  MoneyKind,
  MovementGuard,
  MovementRequest,
  MovementResult,
  OutboxEventInput,
  Trx,
} from './ledger.types.ts';
import { lockOrder } from './lock-order.ts';

/**
 * The site's currency and its decimals, for the decimal strings of `balance` events. Given the
 * caller's transaction it must read through it: a lookup on the pool from inside a transaction can
 * starve the pool (every connection held by a transaction waiting for one more).
 */
export type SiteCurrency = (trx?: Trx) => Promise<Site>;
type Site = { currency: string; decimals: number };

interface Claim {
  scope: string;
  key: string;
  hash: string;
}

/** What one ledger transaction does, computed under the account locks before anything is written. */
interface Plan {
  kind: string;
  memo?: string | undefined;
  reference?: { type: string; id: string } | undefined;
  reversesId?: string | undefined;
  legs: { account: AccountInfo; amount: bigint }[];
  /** A new hold reserves this much on the account (available drops, balance stays). */
  reserve?: { accountId: string; amount: bigint };
  /** A closing hold gives its reservation back. */
  release?: { accountId: string; amount: bigint };
  events?: OutboxEventInput[] | undefined;
  /** Extra writes keyed on the new transaction id (holds). */
  after?: (ex: Executor, transactionId: string) => Promise<void>;
}

interface Applied {
  transactionId: string;
  replayed: boolean;
  response: Record<string, unknown>;
}

/** A stand-alone movement waiting for its batch; its accounts are being resolved meanwhile. */
interface StandAlone {
  claim: Claim;
  request: MovementRequest;
  legs: Promise<Plan['legs']>;
}

/**
 * Batches of at most 100 movements (a batch holds its accounts' locks until its commit), four in
 * flight: while one commits, the next ones are on their way, and batches over other accounts use
 * both cores (1, 2, 4 and 8 measured against each other in decision 097).
 */
const GROUP_COMMIT_DEFAULTS: GroupCommitOptions = { maxBatch: 100, maxInFlight: 4 };

const MEMBER_CACHE_LIMIT = 50_000;
const SITE_TTL_MS = 1_000;

/**
 * The ledger (modules/ledger/ledger.types.ts lists the guarantees; docs/decisions/030-ledger.md).
 * Every write path runs `apply`: lock member accounts in id order, compute, claim the idempotency
 * key with the stored answer, then write entries, cached balances and outbox events.
 */
export function createLedgerService(deps: {
  db: Db;
  siteCurrency?: SiteCurrency;
  /** Group commit of stand-alone movements (decision 097); `false` posts each one alone. */
  groupCommit?: Partial<GroupCommitOptions> | false;
  /** Responsible-gaming checks of bets and deposits (decision 107). */
  guard?: MovementGuard;
}): LedgerService {
  const { db } = deps;
  const siteCurrency: SiteCurrency = deps.siteCurrency ?? (async () => ({ currency: 'USD', decimals: 2 }));
  // Account facts that never change (id, owner, kind, currency): cached per process, rebuilt on demand.
  const systemIds = new Map<string, string>();
  const memberAccounts = new Map<string, AccountInfo>();

  async function systemAccount(
    ex: Executor,
    code: string,
    kind: MoneyKind,
    currency: string,
  ): Promise<AccountInfo> {
    const cacheKey = `${code}|${kind}|${currency}`;
    let id = systemIds.get(cacheKey);
    if (!id) {
      // Through the caller's transaction when there is one (a second pool connection could starve
      // the pool); cached once committed: a row this transaction created may still roll back.
      const found = await repo.ensureSystemAccount(ex, code, kind, currency);
      id = found.id;
      if (!found.createdHere) systemIds.set(cacheKey, id);
    }
    return { id, memberId: null, systemCode: code, kind, currency };
  }

  async function memberAccount(ex: Executor, memberId: string, kind: MoneyKind): Promise<AccountInfo> {
    const cacheKey = `${memberId}|${kind}`;
    const cached = memberAccounts.get(cacheKey);
    if (cached) return cached;
    const found = await repo.findMemberAccount(ex, memberId, kind);
    if (!found) throw new AppError('NOT_FOUND', undefined, `No ${kind} account for member ${memberId}`);
    const { createdHere, ...info } = found;
    // Ids never change once committed; a row the caller's transaction created may still roll back.
    if (!createdHere) {
      if (memberAccounts.size >= MEMBER_CACHE_LIMIT) memberAccounts.clear();
      memberAccounts.set(cacheKey, info);
    }
    return info;
  }

  /**
   * Resolves every reference of one movement and enforces one currency and one money kind: system
   * accounts take the kind of the member accounts they meet, so play money stays among play accounts.
   */
  async function resolveAll(ex: Executor, refs: AccountRef[]): Promise<AccountInfo[]> {
    const known: (AccountInfo | null)[] = [];
    for (const ref of refs) {
      if ('memberId' in ref) known.push(await memberAccount(ex, ref.memberId, ref.kind));
      else if ('accountId' in ref) {
        const a = await repo.findAccount(ex, ref.accountId);
        if (!a) throw new AppError('NOT_FOUND', undefined, `No ledger account ${ref.accountId}`);
        known.push(a);
      } else known.push(null);
    }
    const kinds = new Set(known.filter((a) => a !== null).map((a) => a.kind));
    if (kinds.size > 1) throw new AppError('CURRENCY_MISMATCH');
    const usesIssuer = refs.some((r) => 'system' in r && r.system === 'play_money_issuer');
    const kind = [...kinds][0] ?? (usesIssuer ? 'play' : 'cash');
    if (usesIssuer && kind !== 'play') throw new AppError('CURRENCY_MISMATCH');
    const out: AccountInfo[] = [];
    for (const [i, ref] of refs.entries()) {
      const k = known[i];
      if (k) out.push(k);
      else if ('system' in ref) out.push(await systemAccount(ex, ref.system, kind, ref.currency));
    }
    if (new Set(out.map((a) => a.currency)).size > 1) throw new AppError('CURRENCY_MISMATCH');
    return out;
  }

  /**
   * Own transaction with deadlock/serialization retries, or the caller's (no retry possible there).
   * The site currency (cached, see currentSite) is read first: before any account lock, and on the pool only while no
   * transaction of ours is open (through the caller's transaction otherwise).
   */
  async function run<T>(trx: Trx | undefined, work: (ex: Executor, site: Site) => Promise<T>): Promise<T> {
    try {
      const site = await currentSite(trx);
      if (trx) return await work(trx, site);
      return await withRetry(() => db.transaction().execute((t) => work(t, site)));
    } catch (err) {
      throw mapDatabaseError(err);
    }
  }

  /**
   * Like `run` for work that is a single statement: without the caller's transaction it runs on
   * the pool in autocommit (its own implicit transaction), retried on deadlock like `run`.
   */
  async function runOne<T>(trx: Trx | undefined, work: (ex: Executor, site: Site) => Promise<T>): Promise<T> {
    try {
      const site = await currentSite(trx);
      if (trx) return await work(trx, site);
      return await withRetry(() => work(db, site));
    } catch (err) {
      throw mapDatabaseError(err);
    }
  }

  /**
   * The site currency, read at most once a second per process: it only formats the decimal strings
   * of `balance` events, and operator settings may be that old anywhere (decision 016). A bet used
   * to read the settings row once per movement, inside its transaction.
   */
  let site: { value: Site; at: number } | null = null;
  async function currentSite(trx: Trx | undefined): Promise<Site> {
    const now = Date.now();
    if (site && now - site.at < SITE_TTL_MS) return site.value;
    const value = await siteCurrency(trx);
    site = { value, at: now };
    return value;
  }

  /**
   * Announces committed outbox events to every process's relay, after the commit (decision 074),
   * coalesced: at most one NOTIFY in flight per process, and one more after it if movements
   * committed meanwhile (the relay reads everything after its cursors on any signal).
   */
  let announcing = false;
  let announceAgain = false;
  // Background work: it runs in the service's own async context, not the request's that triggered it.
  const background = new AsyncResource('ledger-outbox-announce');
  function announce(): void {
    if (announcing) {
      announceAgain = true;
      return;
    }
    announcing = true;
    background.runInAsyncScope(
      () =>
        void (async () => {
          try {
            do {
              announceAgain = false;
              await repo.announceOutbox(db);
            } while (announceAgain);
          } catch {
            // The relay's safety poll delivers what a lost signal announced.
          } finally {
            announcing = false;
          }
        })(),
    );
  }

  function replayOf(
    claim: Claim,
    stored: { id: string; requestHash: string; response: Record<string, unknown> },
  ): Applied {
    if (stored.requestHash !== claim.hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { transactionId: stored.id, replayed: true, response: stored.response };
  }

  /**
   * Runs `prepare` (reads and checks, no writes) then `apply`. A refusal from `prepare` is first
   * checked against the key: a retry of a request that already went through gets its answer back,
   * not the refusal its own effect now causes (e.g. a spent balance or a closed hold).
   */
  async function once(
    ex: Executor,
    site: Site,
    claim: Claim,
    prepare: () => Promise<Plan>,
    respond: Responder,
  ): Promise<Applied> {
    let plan: Plan;
    try {
      plan = await prepare();
    } catch (err) {
      if (err instanceof AppError) {
        const stored = await repo.findTransaction(ex, claim.scope, claim.key);
        if (stored) return replayOf(claim, stored);
      }
      throw err;
    }
    return apply(ex, site, claim, plan, respond);
  }

  type Responder = (accounts: Map<string, LockedAccount>) => Record<string, unknown>;

  async function apply(
    ex: Executor,
    site: Site,
    claim: Claim,
    plan: Plan,
    respond: Responder,
  ): Promise<Applied> {
    const memberIds = lockOrder([
      ...plan.legs.filter((l) => l.account.memberId !== null).map((l) => l.account.id),
      ...(plan.reserve ? [plan.reserve.accountId] : []),
      ...(plan.release ? [plan.release.accountId] : []),
    ]);
    const locked = await repo.lockAccounts(ex, memberIds);
    if (locked.size !== memberIds.length)
      throw new AppError('NOT_FOUND', undefined, 'Ledger account missing');

    const entries: EntryRow[] = [];
    for (const leg of plan.legs) {
      const acc = locked.get(leg.account.id);
      if (!acc) {
        entries.push({
          accountId: leg.account.id,
          amount: leg.amount,
          balanceAfter: null,
          accountVersion: null,
        });
        continue;
      }
      acc.balance += leg.amount;
      acc.version += 1n;
      entries.push({
        accountId: acc.id,
        amount: leg.amount,
        balanceAfter: acc.balance,
        accountVersion: acc.version,
      });
    }
    if (plan.reserve) locked.get(plan.reserve.accountId)!.held += plan.reserve.amount;
    if (plan.release) locked.get(plan.release.accountId)!.held -= plan.release.amount;
    for (const acc of locked.values()) {
      if (!acc.allowNegative && acc.balance - acc.held < 0n) {
        const stored = await repo.findTransaction(ex, claim.scope, claim.key);
        if (stored) return replayOf(claim, stored);
        throw new AppError('INSUFFICIENT_BALANCE');
      }
    }

    const response = respond(locked);
    // A wallet at a transfer-mode vendor is not the balance the site shows: its own event type. The
    // repository stamps the new transaction id into these payloads.
    const events: (OutboxEventInput & { stampTx: boolean })[] = [...locked.values()]
      .filter((a) => a.memberId !== null)
      .map((a) => ({
        memberId: a.memberId!,
        type:
          a.kind === 'points'
            ? 'points_balance'
            : a.kind === 'bonus'
              ? 'bonus_balance'
              : a.vendorCode
                ? 'vendor_balance'
                : 'balance',
        payload: { ...balancePayload(a, site), ...(a.vendorCode ? { vendor: a.vendorCode } : {}) },
        stampTx: true,
      }));
    for (const e of plan.events ?? [])
      events.push({ memberId: e.memberId, type: e.type, payload: e.payload, stampTx: false });
    const transactionId = await repo.claimAndWrite(
      ex,
      {
        scope: claim.scope,
        key: claim.key,
        hash: claim.hash,
        kind: plan.kind,
        memo: plan.memo,
        reference: plan.reference,
        reversesId: plan.reversesId,
        response,
      },
      entries,
      [...locked.values()],
      events,
    );
    if (transactionId === null) {
      // Someone committed this key first: nothing of ours is written, only locks were taken.
      const stored = await repo.findTransaction(ex, claim.scope, claim.key);
      if (!stored) throw new Error('idempotency claim lost without a stored row');
      return replayOf(claim, stored);
    }
    await plan.after?.(ex, transactionId);
    afterCommit(ex, announce); // the new events, once committed (decision 074)
    return { transactionId, replayed: false, response };
  }

  /** What `ledger_move` / `ledger_move_many` get for one movement with legs only. */
  function movementInput(claim: Claim, plan: Plan) {
    return {
      scope: claim.scope,
      key: claim.key,
      hash: claim.hash,
      kind: plan.kind,
      memo: plan.memo,
      reference: plan.reference,
      legs: plan.legs.map((l) => ({ accountId: l.account.id, amount: l.amount })),
      locks: lockOrder(plan.legs.filter((l) => l.account.memberId !== null).map((l) => l.account.id)),
      events: plan.events ?? [],
    };
  }

  /** A movement's outcome as its caller gets it: applied, the stored answer, or the refusal. */
  function outcomeOf(claim: Claim, row: MovementOutcome): Applied {
    switch (row.outcome) {
      case 'ok':
        return { transactionId: row.transactionId!, replayed: false, response: row.response! };
      case 'replay':
        return replayOf(claim, {
          id: row.transactionId!,
          requestHash: row.requestHash!,
          response: row.response!,
        });
      case 'insufficient':
        throw new AppError('INSUFFICIENT_BALANCE');
      default:
        throw new AppError('NOT_FOUND', undefined, 'Ledger account missing');
    }
  }

  /**
   * A movement with legs only (no holds, no extra writes) in one call of `ledger_move`: the same
   * order and rules as `apply` (lock in id order, check, claim with the answer, write), on the
   * database side of one round trip.
   */
  async function post(ex: Executor, site: Site, claim: Claim, plan: Plan): Promise<Applied> {
    const row = await repo.postMovement(ex, { ...movementInput(claim, plan), site });
    if (row.outcome === 'ok') afterCommit(ex, announce);
    return outcomeOf(claim, row);
  }

  /**
   * Group commit of stand-alone movements (decision 097): every movement of the batch in one
   * `ledger_move_many` statement in autocommit, so one transaction and one commit for all of them;
   * each caller's promise settles after that commit with its own outcome. If the batch as a whole
   * fails (an error no check foresaw, e.g. a key longer than the column allows), nothing of it is
   * committed and each movement is posted alone, so only the movement at fault fails.
   */
  async function postBatch(items: StandAlone[]): Promise<PromiseSettledResult<Applied>[]> {
    const prepared = await Promise.allSettled(items.map((item) => item.legs));
    const ready: { at: number; claim: Claim; plan: Plan }[] = [];
    const results: PromiseSettledResult<Applied>[] = prepared.map((p, at) => {
      if (p.status === 'rejected') return { status: 'rejected', reason: mapDatabaseError(p.reason) };
      const { claim, request } = items[at]!;
      const plan = {
        kind: request.kind,
        memo: request.memo,
        reference: request.reference,
        legs: p.value,
        events: request.events,
      };
      ready.push({ at, claim, plan });
      return { status: 'rejected', reason: new Error('not posted') };
    });
    if (ready.length === 0) return results;
    const site = await currentSite(undefined);
    let rows: MovementOutcome[] | null = null;
    try {
      rows = await withRetry(() =>
        repo.postMovements(
          db,
          ready.map((r) => movementInput(r.claim, r.plan)),
          site,
        ),
      );
    } catch {
      rows = null;
    }
    for (const [k, r] of ready.entries()) {
      try {
        const applied = rows
          ? outcomeOf(r.claim, rows[k]!)
          : await runOne(undefined, (ex, s) => post(ex, s, r.claim, r.plan));
        results[r.at] = { status: 'fulfilled', value: applied };
      } catch (err) {
        results[r.at] = { status: 'rejected', reason: mapDatabaseError(err) };
      }
    }
    if (rows?.some((row) => row.outcome === 'ok')) announce(); // committed already (autocommit)
    return results;
  }

  const groupCommit =
    deps.groupCommit === false
      ? null
      : createGroupCommit(postBatch, { ...GROUP_COMMIT_DEFAULTS, ...deps.groupCommit });

  const balancesResponse: Responder = (locked) => ({
    balances: Object.fromEntries([...locked.values()].map((a) => [a.id, a.balance.toString()])),
  });

  function movementResult(a: Applied): MovementResult {
    const raw = (a.response.balances ?? {}) as Record<string, string>;
    return {
      transactionId: a.transactionId,
      replayed: a.replayed,
      balances: Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, BigInt(v)])),
    };
  }

  async function legsOf(ex: Executor, postings: MovementRequest['postings']): Promise<Plan['legs']> {
    if (postings.length === 0)
      throw new AppError('VALIDATION_FAILED', undefined, 'A movement needs postings');
    for (const p of postings) {
      if (typeof p.amount !== 'bigint' || p.amount <= 0n)
        throw new AppError('VALIDATION_FAILED', undefined, 'Posting amounts must be > 0');
    }
    const accounts = await resolveAll(
      ex,
      postings.flatMap((p) => [p.from, p.to]),
    );
    const legs: Plan['legs'] = [];
    postings.forEach((p, i) => {
      const from = accounts[2 * i]!;
      const to = accounts[2 * i + 1]!;
      if (from.id === to.id)
        throw new AppError('VALIDATION_FAILED', undefined, 'A posting needs two accounts');
      legs.push({ account: from, amount: -p.amount }, { account: to, amount: p.amount });
    });
    return legs;
  }

  /** A movement the guard must see (decision 107): posted, then checked, in one transaction. */
  async function guardedMove(guard: MovementGuard, request: MovementRequest, trx: Trx) {
    const result = await moveOnce(request, trx);
    if (!result.replayed) await guard.after(trx, request);
    return result;
  }

  async function move(request: MovementRequest, trx?: Trx): Promise<MovementResult> {
    const { guard } = deps;
    if (!guard || !(await guard.before(request, trx ?? db))) return moveOnce(request, trx);
    // The guard writes with the movement: never in a group commit, in a transaction of our own.
    if (trx) return guardedMove(guard, request, trx);
    return withRetry(() => db.transaction().execute((t) => guardedMove(guard, request, t)));
  }

  async function moveOnce(request: MovementRequest, trx?: Trx): Promise<MovementResult> {
    const claim = {
      scope: request.scope,
      key: request.key,
      hash: requestHash('move', moveHashInput(request)),
    };
    if (!trx && groupCommit) {
      // Resolved now, so movements keep their call order in the batch; awaited by the batch.
      const legs = legsOf(db, request.postings);
      legs.catch(() => {}); // settled by the batch (Promise.allSettled), not unhandled meanwhile
      return movementResult(await groupCommit.submit({ claim, request, legs }));
    }
    // Account ids are resolved first (cached), then the whole movement is one statement: in our
    // own "transaction" it runs alone (autocommit, no BEGIN/COMMIT round trips), in the
    // caller's it is one more statement of theirs (migration 0012, decision 070).
    const applied = await runOne(trx, async (ex, site) => {
      let legs: Plan['legs'];
      try {
        legs = await legsOf(ex, request.postings);
      } catch (err) {
        if (err instanceof AppError && trx) {
          const stored = await repo.findTransaction(ex, claim.scope, claim.key);
          if (stored) return replayOf(claim, stored);
        }
        throw err;
      }
      return post(ex, site, claim, {
        kind: request.kind,
        memo: request.memo,
        reference: request.reference,
        legs,
        events: request.events,
      });
    });
    return movementResult(applied);
  }

  return {
    move,

    async hold(request: HoldRequest, trx?: Trx): Promise<HoldResult> {
      const { scope, key, ...body } = request;
      const claim = { scope, key, hash: requestHash('hold', body) };
      const applied = await run(trx, async (ex, site) => {
        let accountId = '';
        return once(
          ex,
          site,
          claim,
          async () => {
            if (typeof request.amount !== 'bigint' || request.amount <= 0n)
              throw new AppError('VALIDATION_FAILED', undefined, 'Hold amounts must be > 0');
            const [account] = await resolveAll(ex, [request.account]);
            if (!account || account.memberId === null)
              throw new AppError('VALIDATION_FAILED', undefined, 'Holds are on member accounts');
            accountId = account.id;
            return {
              kind: 'hold',
              memo: request.memo,
              reference: request.reference,
              legs: [],
              reserve: { accountId, amount: request.amount },
              events: request.events,
              after: (x, id) => repo.insertHold(x, { id, accountId, amount: request.amount }),
            };
          },
          (locked) => {
            const a = locked.get(accountId)!;
            return { available: (a.balance - a.held).toString() };
          },
        );
      });
      return {
        holdId: applied.transactionId,
        replayed: applied.replayed,
        available: BigInt(applied.response.available as string),
      };
    },

    async postHold(holdId, to, key: HoldCloseRequest, trx) {
      const claim = { scope: key.scope, key: key.key, hash: requestHash('postHold', { holdId, to }) };
      const applied = await run(trx, (ex, site) =>
        once(
          ex,
          site,
          claim,
          async () => {
            const hold = await openHold(ex, holdId);
            const [from, target] = await resolveAll(ex, [{ accountId: hold.accountId }, to]);
            if (from!.id === target!.id)
              throw new AppError('VALIDATION_FAILED', undefined, 'A posting needs two accounts');
            return {
              kind: 'withdrawal',
              reference: hold.referenceType
                ? { type: hold.referenceType, id: hold.referenceId ?? '' }
                : undefined,
              legs: [
                { account: from!, amount: -hold.amount },
                { account: target!, amount: hold.amount },
              ],
              release: { accountId: hold.accountId, amount: hold.amount },
              events: key.events,
              after: (x, id) => repo.closeHold(x, holdId, 'posted', id),
            };
          },
          balancesResponse,
        ),
      );
      return movementResult(applied);
    },

    async voidHold(holdId, key: HoldCloseRequest, trx) {
      const claim = { scope: key.scope, key: key.key, hash: requestHash('voidHold', { holdId }) };
      await run(trx, (ex, site) =>
        once(
          ex,
          site,
          claim,
          async () => {
            const hold = await openHold(ex, holdId);
            return {
              kind: 'hold_void',
              legs: [],
              release: { accountId: hold.accountId, amount: hold.amount },
              events: key.events,
              after: (x, id) => repo.closeHold(x, holdId, 'voided', id),
            };
          },
          () => ({}),
        ),
      );
    },

    async reverse(transactionId, key, memo, trx) {
      const claim = { ...key, hash: requestHash('reverse', { transactionId, memo }) };
      const applied = await run(trx, (ex, site) =>
        once(
          ex,
          site,
          claim,
          async () => {
            const original = await repo.transactionExists(ex, transactionId);
            if (!original)
              throw new AppError('NOT_FOUND', undefined, `No ledger transaction ${transactionId}`);
            if (original.reversed) throw new AppError('INVALID_STATE', undefined, 'Already reversed');
            const entries = await repo.entriesOf(ex, transactionId);
            if (entries.length === 0) throw new AppError('INVALID_STATE', undefined, 'Nothing to reverse');
            const accounts = await resolveAll(
              ex,
              entries.map((e) => ({ accountId: e.accountId })),
            );
            return {
              kind: 'reversal',
              memo,
              reference: { type: 'ledger_transaction', id: transactionId },
              reversesId: transactionId,
              legs: entries.map((e, i) => ({ account: accounts[i]!, amount: -e.amount })),
            };
          },
          balancesResponse,
        ),
      );
      return movementResult(applied);
    },

    async emit(events, trx) {
      if (events.length === 0) return;
      await run(trx, async (ex) => {
        // The lock a movement of these members would take: their events stay in commit = id order.
        await repo.lockMemberAccounts(ex, [...new Set(events.map((e) => e.memberId))]);
        await repo.insertEvents(ex, events);
      });
      afterCommit(trx ?? db, announce);
    },

    async ensureMemberAccount(memberId, kind, currency, trx) {
      return repo.ensureMemberAccount(trx ?? db, memberId, kind, currency);
    },

    async ensureVendorWallet(memberId, vendorCode, currency, trx) {
      return repo.ensureVendorWallet(trx ?? db, memberId, vendorCode, currency);
    },

    async balance(account, trx): Promise<AccountBalance> {
      const ex = trx ?? db;
      const [info] = await resolveAll(ex, [account]);
      const state = await repo.accountState(ex, info!.id);
      if (!state) throw new AppError('NOT_FOUND');
      const balance = state.system ? await repo.sumEntries(ex, info!.id) : state.balance;
      return {
        accountId: info!.id,
        currency: info!.currency,
        balance,
        held: state.held,
        available: balance - state.held,
      };
    },
  };
}

async function openHold(ex: Executor, holdId: string) {
  const hold = await repo.lockHold(ex, holdId);
  if (!hold) throw new AppError('NOT_FOUND', undefined, `No hold ${holdId}`);
  if (hold.status !== 'pending') throw new AppError('HOLD_CLOSED');
  return hold;
}

/**
 * The request as hashed: what decides the money only (refs, amounts, memo, reference), never the
 * `events` a retry derives afresh (request-hash.ts).
 */
function moveHashInput(r: MovementRequest) {
  return { kind: r.kind, postings: r.postings, memo: r.memo, reference: r.reference };
}

/** A `balance` event's payload; the transaction id is added by the write that creates it. */
function balancePayload(a: LockedAccount, site: { currency: string; decimals: number }) {
  const decimals = a.currency === site.currency ? site.decimals : 2;
  return {
    accountId: a.id,
    accountKind: a.kind,
    currency: a.currency,
    balance: minorToAmount(a.balance, decimals),
    available: minorToAmount(a.balance - a.held, decimals),
  };
}

/** Last-line database refusals, named as the domain errors the service would have raised. */
function mapDatabaseError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const state = sqlState(err);
  const constraint =
    typeof err === 'object' && err !== null && 'constraint' in err ? String(err.constraint) : '';
  if (state === '23514' && constraint === 'ledger_accounts_available')
    return new AppError('INSUFFICIENT_BALANCE');
  if (state === '23514' && constraint === 'ledger_one_currency') return new AppError('CURRENCY_MISMATCH');
  if (state === '23505' && constraint === 'ledger_transactions_reverses_once')
    return new AppError('INVALID_STATE', undefined, 'Already reversed');
  return err;
}
