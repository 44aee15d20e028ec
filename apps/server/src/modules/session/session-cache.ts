/**
 * The per-process session cache (docs/decisions/067-session-cache.md): session rows by token hash
 * and the facts the guards check per subject (a member's type and status, an operator's one-time
 * password flag), so an authenticated call reads no database row of its own.
 *
 * Kept right by invalidation, not by time: every write that must take effect at once sends
 * NOTIFY 'session_cache' `<kind>:<id>` in its transaction (triggers, migration 0011), and the
 * listener (tokens.service.ts) calls `invalidate`. The TTL is only a safety net for a lost
 * notification. The cache serves nothing while the listener is down (`enabled` false).
 *
 * Loads are shared: concurrent misses of one key wait for one read. A load that overlaps an
 * invalidation (any `invalidate`/`forget`/`clear` between its start and its end) answers the
 * calls that asked for it but is not kept, since it may have read the row before the change.
 */
export type SubjectKey = `${'member' | 'operator'}:${string}`;

interface Entry<T> {
  value: Promise<T>;
  until: number;
  /** The subject a loaded session row belongs to (null until the row is read, or for facts). */
  subject: SubjectKey | null;
}

export interface SessionCacheOptions {
  ttlMs: number;
  /** Session rows and subjects kept at most (each); the oldest goes first. */
  maxEntries: number;
  /** How long a subject changed by this process bypasses the cache (see `forget`). */
  pendingMs: number;
  now?: () => number;
}

export class SessionCache<Row extends { subjectKind: string; subjectId: string }> {
  readonly #sessions = new Map<string, Entry<Row | null>>();
  readonly #facts = new Map<SubjectKey, Entry<unknown>>();
  readonly #bySubject = new Map<SubjectKey, Set<string>>();
  readonly #pending = new Map<SubjectKey, number>();
  readonly #now: () => number;
  #epoch = 0;
  enabled = false;

  constructor(private readonly options: SessionCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The session row of a token hash (null: no such token), read by `load` on a miss. */
  session(hash: string, load: () => Promise<Row | null>): Promise<Row | null> {
    if (!this.enabled) return load();
    const at = this.#now();
    const hit = this.#sessions.get(hash);
    if (hit && hit.until > at && !this.#isPending(hit.subject, at)) return hit.value;
    if (hit) this.#dropSession(hash);
    const epoch = this.#epoch;
    const entry: Entry<Row | null> = { value: load(), until: at + this.options.ttlMs, subject: null };
    this.#sessions.set(hash, entry);
    this.#trim(this.#sessions, (key) => this.#dropSession(key));
    entry.value.then(
      (row) => {
        if (this.#sessions.get(hash) !== entry) return;
        const subject = row ? subjectKey(row.subjectKind, row.subjectId) : null;
        // Unknown tokens are not kept: made-up tokens must not fill the cache.
        if (!subject || epoch !== this.#epoch || this.#isPending(subject, this.#now()))
          return this.#sessions.delete(hash);
        entry.subject = subject;
        const hashes = this.#bySubject.get(subject) ?? new Set<string>();
        hashes.add(hash);
        this.#bySubject.set(subject, hashes);
      },
      () => {
        if (this.#sessions.get(hash) === entry) this.#sessions.delete(hash);
      },
    );
    return entry.value;
  }

  /** A subject's facts, read by `load` on a miss (a failed load is not kept). */
  facts<T>(subject: SubjectKey, load: () => Promise<T>): Promise<T> {
    const at = this.#now();
    if (!this.enabled || this.#isPending(subject, at)) return load();
    const hit = this.#facts.get(subject);
    if (hit && hit.until > at) return hit.value as Promise<T>;
    const epoch = this.#epoch;
    const entry: Entry<unknown> = { value: load(), until: at + this.options.ttlMs, subject };
    this.#facts.set(subject, entry);
    this.#trim(this.#facts, (key) => this.#facts.delete(key));
    const drop = () => {
      if (this.#facts.get(subject) === entry) this.#facts.delete(subject);
    };
    entry.value.then(() => {
      if (epoch !== this.#epoch) drop();
    }, drop);
    return entry.value as Promise<T>;
  }

  /** A NOTIFY arrived: the subject's sessions and facts are read again on their next use. */
  invalidate(subject: SubjectKey): void {
    this.#epoch += 1;
    this.#facts.delete(subject);
    for (const hash of this.#bySubject.get(subject) ?? []) this.#sessions.delete(hash);
    this.#bySubject.delete(subject);
  }

  /**
   * This process is changing the subject (logout, password change...): drop it now and read it
   * from the database, without keeping it, for `pendingMs`. That covers the moment between its
   * commit and the arrival of its own NOTIFY, when another call of this process could otherwise
   * keep a row read just before the commit.
   */
  forget(subject: SubjectKey): void {
    this.invalidate(subject);
    const at = this.#now();
    if (this.#pending.size >= this.options.maxEntries)
      for (const [key, until] of this.#pending) if (until <= at) this.#pending.delete(key);
    this.#pending.set(subject, at + this.options.pendingMs);
  }

  /** Everything goes (the listener connected again: notifications may have been missed). */
  clear(): void {
    this.#epoch += 1;
    this.#sessions.clear();
    this.#facts.clear();
    this.#bySubject.clear();
  }

  get size(): { sessions: number; facts: number } {
    return { sessions: this.#sessions.size, facts: this.#facts.size };
  }

  #isPending(subject: SubjectKey | null, at: number): boolean {
    if (!subject) return false;
    const until = this.#pending.get(subject);
    if (until === undefined) return false;
    if (until > at) return true;
    this.#pending.delete(subject);
    return false;
  }

  #dropSession(hash: string): void {
    const subject = this.#sessions.get(hash)?.subject;
    this.#sessions.delete(hash);
    const hashes = subject ? this.#bySubject.get(subject) : undefined;
    hashes?.delete(hash);
    if (subject && hashes?.size === 0) this.#bySubject.delete(subject);
  }

  #trim<K>(map: Map<K, unknown>, drop: (key: K) => void): void {
    if (map.size <= this.options.maxEntries) return;
    const oldest = map.keys().next();
    if (!oldest.done) drop(oldest.value);
  }
}

export const subjectKey = (kind: string, id: string): SubjectKey => `${kind as 'member'}:${id}`;
