import type { RequestOptions } from './http-client';

/** What a read passes through: TanStack Query's abort signal and the cached-answer report. */
export type ReadOptions = Pick<RequestOptions, 'signal' | 'onCachedAnswer'>;

/**
 * What a write passes through: its idempotency key, the same on every replay, a signal that
 * aborts it when the member's engine stops (so a closing tab frees the replay lock at once), and
 * whether it is a queued write (how its 401 is read).
 */
export type WriteOptions = Pick<RequestOptions, 'idempotencyKey' | 'signal' | 'queuedWrite'>;
