/**
 * The clean shapes the app works with. Server responses are loose (docs/behaviour.md#data-from-the-server and #server-calls);
 * the normalisers in this folder turn `unknown` into these, so nothing past the domain layer
 * ever checks for alternative field names.
 */

export type SessionMode = 'online' | 'offline';

export interface User {
  id: string;
  fullname: string;
  name: string;
  email: string;
  role: string;
  isAdmin: boolean;
  companyName: string;
  address: string;
  /** Sent by the demo API's GET /users; the real API's list may leave it out (docs/decisions.md#members-directory). */
  industry: string;
  /** As the server sent it; only contact-links.ts turns it into a tel: link. */
  phoneNumber: string;
  serviceOffered: string;
  productOffered: string;
  /** null when the server sent nothing usable. */
  yearsOfExperience: number | null;
  additionalInfo: string;
  /** Only http(s) or data:image URLs survive normalisation; otherwise null. */
  avatarUrl: string | null;
  /** A website, kept only when it is an absolute http(s) URL; otherwise null. */
  website: string | null;
}

export interface Session {
  id: string;
  instructor: string;
  topic: string;
  /** Meeting URL for online sessions, venue text for offline ones (raw, not yet checked). */
  link: string;
  mode: SessionMode;
  /** Epoch milliseconds, or null when no start field parsed. */
  startsAt: number | null;
  name: string;
}

export interface Meeting {
  id: string;
  title: string;
  link: string;
  description: string;
  startsAt: number | null;
  name: string;
}

/** Server values; labels are Pending, In Progress, Done. */
export type ReferralStatus = 'pending' | 'in process' | 'done';

export interface ReferralPerson {
  id: string;
  fullname: string;
  avatarUrl: string | null;
}

export interface Referral {
  id: string;
  description: string;
  /** Kept as the server sent it (lower-cased, trimmed) so unknown values still render a badge. */
  status: string;
  createdAt: number | null;
  sender: ReferralPerson | null;
  recipient: ReferralPerson | null;
}

export interface ListResult<T> {
  items: T[];
  /** Total reported by the server (total, count, meta.total, pagination.total), else items.length. */
  total: number;
}

export interface AttendanceStats {
  present: number;
  absent: number;
  total: number;
}

/** The part of the login response the app needs; the whole response is stored as well. */
export interface LoginResult {
  token: string | null;
  user: User | null;
}
