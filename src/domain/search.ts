import { withoutMember } from '@/domain/member-search';
import type { User } from '@/domain/types';

function filterBy(
  users: readonly User[],
  query: string,
  fields: (user: User) => readonly string[],
): User[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) => fields(user).some((f) => f.toLowerCase().includes(needle)));
}

/**
 * The Create tab: name, email or fullname, case-insensitive; never the signed-in member (no
 * self-referrals).
 */
export function filterUsersForReferral(
  users: readonly User[],
  query: string,
  me: Pick<User, 'id' | 'email'> | null = null,
): User[] {
  return filterBy(withoutMember(users, me), query, (u) => [u.name, u.email, u.fullname]);
}

/** Attendance dashboard: name, email or id. */
export function filterUsersForAttendance(users: readonly User[], query: string): User[] {
  return filterBy(users, query, (u) => [u.name, u.email, u.id]);
}
