/**
 * One hook per read (docs/architecture.md#reads): the screens' only way to server data. Each paints the member's
 * cached copy first and refreshes from the network on mount, on reconnect and on return to the
 * page; the referral lists can also poll.
 */
import { useMemo } from 'react';
import { fetchSessionAttendance, fetchMeetingAttendance } from '@/api/attendance-api';
import { fetchMeetings } from '@/api/meetings-api';
import { fetchReferralsGiven, fetchReferralsReceived } from '@/api/referrals-api';
import { fetchAcceptedSessionIds, fetchSessions } from '@/api/sessions-api';
import { fetchAllUsersAdmin, fetchUsers } from '@/api/users-api';
import type { AttendanceReport } from '@/domain/attendance-report';
import type { ListResult, Meeting, Session, User } from '@/domain/types';
import { readAcceptedSessionIds } from '@/storage/accepted-sessions';
import { localReferral } from './local-referral';
import { useMemberEngine } from './member-data-provider';
import { POLL_INTERVAL_MS, useMemberQuery, type ReadResult } from './member-query';
import { usePendingReferrals, usePendingStatusChanges } from './pending-writes';
import { queryKeys } from './query-keys';
import type { ReferralItem, ReferralList, ReferralWrite } from './referral-list';

export type { ReadResult } from './member-query';

export function useSessions(): ReadResult<ListResult<Session>> {
  return useMemberQuery(queryKeys.sessions, fetchSessions);
}

export function useMeetings(): ReadResult<ListResult<Meeting>> {
  return useMemberQuery(queryKeys.meetings, fetchMeetings);
}

/**
 * Sessions this member accepted: the server's list joined with the ones remembered on this
 * device (docs/behaviour.md#states). A failing server list counts as empty only while nothing is known:
 * a failed refresh keeps the last good answer (the query keeps its data), so Accept never comes
 * back for a session the server knows is accepted.
 */
export function useAcceptedSessionIds(): ReadResult<ReadonlySet<string>> {
  const { memberKey } = useMemberEngine();
  const read = useMemberQuery(queryKeys.acceptedSessions, fetchAcceptedSessionIds);
  const known = read.data ?? (read.error === null ? undefined : NONE_ACCEPTED);
  const data = useMemo(
    () => (known === undefined ? undefined : withAcceptedOnDevice(known, memberKey)),
    [known, memberKey],
  );
  return { data, loading: data === undefined, error: null };
}

const NONE_ACCEPTED: readonly string[] = [];

/** The server's accepted ids joined with the ones this device remembers for the member. */
export function withAcceptedOnDevice(
  server: readonly string[],
  memberKey: string,
): ReadonlySet<string> {
  return new Set([...server, ...readAcceptedSessionIds(memberKey)]);
}

interface LiveSettings {
  /** Poll every 5 s (the dashboard and the referrals screen, docs/behaviour.md#live-alerts). */
  live?: boolean;
}

const pollSettings = ({ live = false }: LiveSettings) => (live ? { pollMs: POLL_INTERVAL_MS } : {});

const row = (referral: ReferralItem['referral'], pending: ReferralWrite | null): ReferralItem => ({
  referral,
  pending,
});

/** Sent referrals, newest first, with referrals still waiting to be sent shown first. */
export function useReferralsGiven(settings: LiveSettings = {}): ReadResult<ReferralList> {
  const read = useMemberQuery(
    queryKeys.referralsGiven,
    fetchReferralsGiven,
    pollSettings(settings),
  );
  const waiting = usePendingReferrals();
  const data = useMemo((): ReferralList | undefined => {
    if (read.data === undefined && waiting.length === 0) return undefined;
    const queued = waiting
      .map(({ id, variables, state, failure }) =>
        row(localReferral(variables, id), { id, state, failure }),
      )
      .reverse();
    const sent = (read.data?.referrals ?? []).map((referral) => row(referral, null));
    const stillComing = waiting.filter(({ state }) => state !== 'failed').length;
    return { items: [...queued, ...sent], count: (read.data?.count ?? 0) + stillComing };
  }, [read.data, waiting]);
  return { ...read, data };
}

/** Received referrals, newest first, each showing a status change still on its way. */
export function useReferralsReceived(settings: LiveSettings = {}): ReadResult<ReferralList> {
  const read = useMemberQuery(
    queryKeys.referralsReceived,
    fetchReferralsReceived,
    pollSettings(settings),
  );
  const changes = usePendingStatusChanges();
  const data = useMemo((): ReferralList | undefined => {
    if (read.data === undefined) return undefined;
    const items = read.data.referrals.map((referral) => {
      const change = changes.get(referral.id);
      if (!change) return row(referral, null);
      // A refused change leaves the server's status on show, with the failure beside it.
      const status = change.state === 'failed' ? referral.status : change.status;
      return row({ ...referral, status }, change);
    });
    return { items, count: read.data.count };
  }, [read.data, changes]);
  return { ...read, data };
}

/** Everyone a member can refer (GET /users). */
export function useMemberDirectory(): ReadResult<User[]> {
  return useMemberQuery(queryKeys.members, fetchUsers);
}

/** The admin's list of all users (GET /users/admin_all_users). */
export function useAdminUserList(): ReadResult<User[]> {
  return useMemberQuery(queryKeys.allUsers, fetchAllUsersAdmin);
}

export interface AttendanceSummary {
  sessions: AttendanceReport;
  meetings: AttendanceReport;
}

/** One member's attendance for the admin; nothing is fetched until a user is chosen. */
export function useAttendance(userId: string | null): ReadResult<AttendanceSummary> {
  const id = userId ?? '';
  return useMemberQuery(
    (member) => queryKeys.attendance(member, id),
    async (options) => {
      const [sessions, meetings] = await Promise.all([
        fetchSessionAttendance(id, options),
        fetchMeetingAttendance(id, options),
      ]);
      return { sessions, meetings };
    },
    { enabled: id !== '' },
  );
}
