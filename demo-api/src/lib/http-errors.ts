export type FieldErrors = Record<string, string[]>;

/** Thrown by handlers; the server's error handler turns it into `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbiddenAdminsOnly = () => new HttpError(403, 'Forbidden: admins only');
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** 422 whose message lists every problem, so a client that only shows `message` is still useful. */
export function unprocessable(errors: FieldErrors, message?: string): HttpError {
  const all = Object.values(errors).flat();
  return new HttpError(422, message ?? (all.join('\n') || 'Validation failed'), errors);
}

/** Collects field errors, then throws once so the client gets all of them together. */
export class ErrorBag {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw unprocessable(this.errors);
  }
}
