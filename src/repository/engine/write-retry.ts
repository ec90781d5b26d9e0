import { isFailureInfo } from '@/domain/error-message';

/** A queued write found another member signed in: it is dropped, never sent, never retried. */
export class WrongMemberError extends Error {
  constructor() {
    super('Queued write belongs to another member');
    this.name = 'WrongMemberError';
  }
}

/**
 * Queued writes retry network faults and timeouts (the retry pauses while offline, so a write
 * cut off by a tunnel waits for the signal instead of failing) and 5xx answers, a few times.
 * Their idempotency key makes a retry of a request the server did receive harmless.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3 || !isFailureInfo(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}
