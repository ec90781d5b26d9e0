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

/**
 * Writes have keys too: `setMutationDefaults` registers each one's function under its key, which
 * is how a write persisted while offline finds its function again after a reload.
 */
export const mutationKeys = {
  acceptInvite: ['accept-invite'] as const,
  createReferral: ['create-referral'] as const,
  changeReferralStatus: ['change-referral-status'] as const,
  createSession: ['create-session'] as const,
  createMeeting: ['create-meeting'] as const,
  updateProfile: ['update-profile'] as const,
  recordAttendance: ['record-attendance'] as const,
};

/** The writes that wait for the network instead of failing offline (DESIGN.md rulings). */
export const QUEUED_WRITE_KEYS: ReadonlyArray<readonly string[]> = [
  mutationKeys.acceptInvite,
  mutationKeys.createReferral,
  mutationKeys.changeReferralStatus,
];

/** Queued writes share one scope, so after a reload they replay one after another, in order. */
export const QUEUED_WRITE_SCOPE = { id: 'queued-writes' } as const;
