/**
 * "Starting now" alerts (docs/behaviour.md#live-alerts): a session the member accepted, or a
 * meeting, whose join window has opened while the app is open. Each is alerted once per device,
 * so the record of what was alerted is kept, and pruned once the items are long over.
 */
import { msg, type Msg } from '@/locales/messages';
import { isJoinWindowOpen } from './time-window';

export interface StartCandidate {
  kind: 'session' | 'meeting';
  id: string;
  title: string;
  /** The meeting URL for what is joined online; null for a session held at a venue. */
  link: string | null;
  startsAt: number | null;
}

/** Alert keys and when each was shown (epoch ms). */
export type ShownStartAlerts = Readonly<Record<string, number>>;

/** Kept this long after an alert: the item's window has closed long before. */
export const START_ALERT_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export const startAlertKey = (item: Pick<StartCandidate, 'kind' | 'id'>) =>
  `${item.kind}:${item.id}`;

/** The items to alert now: in their join window, with an id, and never alerted on this device. */
export function dueStartAlerts(
  candidates: readonly StartCandidate[],
  now: number,
  shown: ShownStartAlerts,
): StartCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((item) => {
    const key = startAlertKey(item);
    if (item.id === '' || seen.has(key) || shown[key] !== undefined) return false;
    seen.add(key);
    return isJoinWindowOpen(item.startsAt, now);
  });
}

/** The record once these items were alerted, without what is older than START_ALERT_KEPT_MS. */
export function withStartAlertsShown(
  shown: ShownStartAlerts,
  items: ReadonlyArray<Pick<StartCandidate, 'kind' | 'id'>>,
  now: number,
): ShownStartAlerts {
  const next: Record<string, number> = {};
  for (const [key, at] of Object.entries(shown))
    if (typeof at === 'number' && now - at < START_ALERT_KEPT_MS) next[key] = at;
  for (const item of items) next[startAlertKey(item)] = now;
  return next;
}

/** A stored record from any shape; what cannot be read counts as nothing shown. */
export function normaliseShownStartAlerts(raw: unknown): ShownStartAlerts {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const shown: Record<string, number> = {};
  for (const [key, at] of Object.entries(raw)) if (Number.isFinite(at)) shown[key] = at as number;
  return shown;
}

/** The item's title, or 'Untitled' when it has none. */
const titleOf = (item: Pick<StartCandidate, 'title'>) => {
  const title = item.title.trim();
  return { untitled: title === '' ? 'yes' : 'no', title };
};

/**
 * The alert's text: the session's topic or the meeting's title; several at once are one alert.
 * Null for no items.
 */
export function startAlertText(items: ReadonlyArray<Pick<StartCandidate, 'title'>>): Msg | null {
  const [first, ...rest] = items;
  if (!first) return null;
  return rest.length === 0
    ? msg('liveAlert.startingNow', titleOf(first))
    : msg('liveAlert.startingNowMore', { ...titleOf(first), count: rest.length });
}
