/** Visitor calls of docs/behaviour.md#server-calls: login, registration and the password reset pair. */
import { apiRequest } from './http-client';

// A 401 here means wrong credentials, not an ended sign-in (see RequestOptions).
const VISITOR = { method: 'POST', reportUnauthorized: false } as const;
// Registration and the password pair: docs/behaviour.md#server-calls reads no success body.
const VISITOR_NO_BODY = { ...VISITOR, readBody: false } as const;

/** The raw login response: the caller stores all of it and reads the token with readToken(). */
export function login(email: string, password: string): Promise<unknown> {
  return apiRequest('/login', { ...VISITOR, json: { email, password } });
}

export async function registerUser(payload: { user: Record<string, string | number> }) {
  await apiRequest('/users', { ...VISITOR_NO_BODY, json: payload });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/password/forgot', { ...VISITOR_NO_BODY, json: { email } });
}

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest('/password/reset', { ...VISITOR_NO_BODY, json: input });
}
