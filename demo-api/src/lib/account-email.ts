import { asObject, str, type Body } from './validate';

/**
 * Where each limited call carries the account it is about. The handlers and the per-account
 * limits (lib/rate-limits.ts) read it from here, so a body cannot name one account to the limit
 * and another to the handler.
 */

/** Login's credentials: some clients nest them under `user`; then only those count. */
export const loginCredentials = (body: Body): Body => ('user' in body ? asObject(body.user) : body);

export const normalEmail = (value: unknown): string => str(value).toLowerCase();

export const ACCOUNT_EMAIL = {
  login: (body: Body) => normalEmail(loginCredentials(body).email),
  register: (body: Body) => normalEmail(asObject(body.user).email),
  resetCode: (body: Body) => normalEmail(body.email),
  resetAttempt: (body: Body) => normalEmail(body.email),
} satisfies Record<string, (body: Body) => string>;
