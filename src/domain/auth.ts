import { asRecord, type LooseRecord } from '@/domain/loose';
import { normaliseUser } from '@/domain/user';
import type { LoginResult } from '@/domain/types';

const TOKEN_KEYS = ['token', 'auth_token', 'jwt', 'access_token'] as const;

function tokenIn(record: LooseRecord): string | null {
  for (const key of TOKEN_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The login token under any of its four names, at the top level or inside `data`. */
export function readToken(raw: unknown): string | null {
  const record = asRecord(raw);
  if (!record) return null;
  const data = asRecord(record.data);
  return tokenIn(record) ?? (data ? tokenIn(data) : null);
}

/** docs/behaviour.md#server-calls: the login answer's top-level `message`, trimmed; null when blank or absent. */
export function readServerMessage(raw: unknown): string | null {
  const message = asRecord(raw)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

// `data` alone may hold just the token, so an object only counts as a user if it names one.
function looksLikeUser(value: unknown): boolean {
  const record = asRecord(value);
  if (!record) return false;
  return ['id', 'user_id', 'email', 'fullname', 'name'].some((key) => record[key] != null);
}

export function normaliseLoginResponse(raw: unknown): LoginResult {
  const record = asRecord(raw);
  const data = asRecord(record?.data);
  const candidate = [record?.user, data?.user, data].find(looksLikeUser);
  return { token: readToken(raw), user: candidate ? normaliseUser(candidate) : null };
}
