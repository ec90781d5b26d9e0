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

/** Referrals Create tab: name, email or fullname, case-insensitive. */
export function filterUsersForReferral(users: readonly User[], query: string): User[] {
  return filterBy(users, query, (u) => [u.name, u.email, u.fullname]);
}

/** Attendance dashboard: name, email or id. */
export function filterUsersForAttendance(users: readonly User[], query: string): User[] {
  return filterBy(users, query, (u) => [u.name, u.email, u.id]);
}
