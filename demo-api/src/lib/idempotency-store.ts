/** The first answer to a write, replayed verbatim to every retry that carries the same key. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

export interface PendingEntry {
  state: 'pending';
  /** Hash of the request body, so a key reused for a different request is refused, not replayed. */
  fingerprint: string;
  startedAt: number;
  /** Resolves when the first request has answered (stored or not); waiting retries then look again. */
  settled: Promise<void>;
  settle: () => void;
}

export interface DoneEntry {
  state: 'done';
  fingerprint: string;
  storedAt: number;
  answer: StoredAnswer;
}

export type IdempotencyEntry = PendingEntry | DoneEntry;

export interface IdempotencyStoreOptions {
  now: () => number;
  maxEntries?: number;
  ttlMs?: number;
  /** A claim older than this is taken as abandoned (its handler never answered) and dropped. */
  pendingTtlMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * In-memory, per-process key store. Memory is enough for a demo backend: a restart forgets the
 * keys, which only matters for retries that straddle the restart.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, IdempotencyEntry>();
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly pendingTtlMs: number;

  constructor(options: IdempotencyStoreOptions) {
    this.now = options.now;
    this.maxEntries = options.maxEntries ?? 5000;
    this.ttlMs = options.ttlMs ?? DAY_MS;
    this.pendingTtlMs = options.pendingTtlMs ?? 60_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry for a key; expired ones are dropped here, so no sweeper timer is needed. */
  get(key: string): IdempotencyEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = entry.state === 'done' ? this.now() - entry.storedAt : this.now() - entry.startedAt;
    const limit = entry.state === 'done' ? this.ttlMs : this.pendingTtlMs;
    if (age < limit) return entry;
    this.entries.delete(key);
    if (entry.state === 'pending') entry.settle();
    return undefined;
  }

  /** Claims a free key for the request about to run its handler. */
  begin(key: string, fingerprint: string): PendingEntry {
    // Oldest first (Map keeps insertion order); with one TTL for all, that is also the stalest.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.forget(oldest);
    }
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const entry: PendingEntry = {
      state: 'pending',
      fingerprint,
      startedAt: this.now(),
      settled,
      settle,
    };
    this.entries.set(key, entry);
    return entry;
  }

  /** Ends a claim: keeps the answer for replays, or frees the key when there is none to keep. */
  finish(key: string, claim: PendingEntry, answer: StoredAnswer | undefined): void {
    // The claim may have been evicted or expired meanwhile; never overwrite a newer owner's entry.
    if (this.entries.get(key) === claim) {
      this.entries.delete(key);
      if (answer) {
        this.entries.set(key, {
          state: 'done',
          fingerprint: claim.fingerprint,
          storedAt: this.now(),
          answer,
        });
      }
    }
    claim.settle();
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry?.state === 'pending') entry.settle();
  }
}
