import type { FailureInfo } from '@/domain/error-message';

type FailureKind = FailureInfo['kind'];

/**
 * Every failure of the api layer. The `message` is for logs and tests only; screens turn the
 * FailureInfo fields into the texts of docs/behaviour.md#errors with the domain's errorMessage().
 */
export class ApiError extends Error implements FailureInfo {
  readonly kind: FailureKind;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly serverErrors: unknown;
  /** How long the server asked to wait before trying again (Retry-After), when it did. */
  readonly retryAfterMs: number | null;

  constructor(
    kind: FailureKind,
    details: {
      status?: number | null;
      serverMessage?: string | null;
      serverErrors?: unknown;
      retryAfterMs?: number | null;
      message?: string;
      cause?: unknown;
    } = {},
  ) {
    const status = details.status ?? null;
    const serverMessage = details.serverMessage ?? null;
    super(serverMessage ?? details.message ?? describe(kind, status), { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.serverErrors = details.serverErrors ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

function describe(kind: FailureKind, status: number | null): string {
  switch (kind) {
    case 'network':
      return 'Network request failed';
    case 'timeout':
      return 'Request timed out';
    case 'http':
      return `HTTP ${status ?? 'error'}`;
    case 'invalid-response':
      return 'Response was not valid JSON';
  }
}
