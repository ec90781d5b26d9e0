import type { RequestOptions } from './http-client';

/** What a read passes through: TanStack Query's abort signal and the cached-answer report. */
export type ReadOptions = Pick<RequestOptions, 'signal' | 'onCachedAnswer'>;

/** What a write passes through: its idempotency key, the same on every replay. */
export type WriteOptions = Pick<RequestOptions, 'idempotencyKey'>;
