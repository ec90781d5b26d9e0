/**
 * Every query key in one factory. Each starts with the member key, so one member's cached
 * answers can never be read under another's, and a whole member can be dropped by its prefix.
 */
export const queryKeys = {
  member: (member: string) => ['member', member] as const,
  sessions: (member: string) => ['member', member, 'sessions'] as const,
  acceptedSessions: (member: string) => ['member', member, 'accepted-sessions'] as const,
  meetings: (member: string) => ['member', member, 'meetings'] as const,
  referralsGiven: (member: string) => ['member', member, 'referrals', 'given'] as const,
  referralsReceived: (member: string) => ['member', member, 'referrals', 'received'] as const,
  members: (member: string) => ['member', member, 'users'] as const,
  allUsers: (member: string) => ['member', member, 'admin-all-users'] as const,
  attendance: (member: string, userId: string) => ['member', member, 'attendance', userId] as const,
};

/** True when two query keys name the same query (the keys here hold strings only). */
export const isSameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);
