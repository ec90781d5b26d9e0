/**
 * The ids of every message the app shows, typed from the English catalogs (the source: the
 * specification's texts exactly). A message lives in the catalog of the area that shows it, so a
 * screen's texts load with its code and only in the language in use (docs/decisions.md#languages).
 */
import type attendance from './en/attendance.json';
import type dashboard from './en/dashboard.json';
import type entry from './en/entry.json';
import type member from './en/member.json';
import type members from './en/members.json';
import type outbox from './en/outbox.json';
import type password from './en/password.json';
import type profile from './en/profile.json';
import type referrals from './en/referrals.json';
import type registration from './en/registration.json';
import type settings from './en/settings.json';

export type MessageId =
  | keyof typeof entry
  | keyof typeof member
  | keyof typeof settings
  | keyof typeof outbox
  | keyof typeof registration
  | keyof typeof password
  | keyof typeof dashboard
  | keyof typeof referrals
  | keyof typeof members
  | keyof typeof profile
  | keyof typeof attendance;

export type MessageValues = Record<string, string | number>;

/** A message to show later, in whatever language is in use then: pure data, for any layer. */
export interface Msg {
  id: MessageId;
  values?: MessageValues;
}

export const msg = (id: MessageId, values?: MessageValues): Msg =>
  values === undefined ? { id } : { id, values };

/**
 * A text for the person: a string is the server's own words, shown exactly as sent (never
 * translated); a Msg is one of the app's, shown in the language in use.
 */
export type Shown = string | Msg;
