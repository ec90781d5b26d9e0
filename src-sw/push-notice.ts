/**
 * What a push shows (docs/push.md), decided without touching the browser so it can be tested:
 * the member's news only when the push is for the member signed in on this device, otherwise a
 * neutral notice, since a browser expects a notification for every push.
 */

/** The backend's push, as docs/push.md defines it; anything else is treated as unreadable. */
export interface PushPayload {
  type: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  member: string;
}

export const NEUTRAL_TITLE = "Sign in to see what's new";
export const NEUTRAL_TAG = 'sign-in-to-see';

export function readPushPayload(text: string | null): PushPayload | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const field = (name: string) => (typeof record[name] === 'string' ? record[name] : '');
  const payload = {
    type: field('type'),
    title: field('title'),
    body: field('body'),
    url: field('url'),
    tag: field('tag'),
    member: field('member'),
  };
  return payload.title && payload.member ? payload : null;
}

/** Only a path of this app is ever opened, whatever the push says. */
export function appPathOf(url: string, origin: string): string {
  try {
    const target = new URL(url || '/dashboard', origin);
    return target.origin === origin ? `${target.pathname}${target.search}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

export interface PushNotice {
  title: string;
  body?: string;
  tag: string;
  /** Where a tap leads, and whose notification it is (src-sw/notification-click.ts). */
  data: { path: string; memberTag?: string };
  /** The member's own news: the worker may count it on the badge and tell an open window. */
  forMember: boolean;
}

export function pushNotice(
  payload: PushPayload | null,
  signedIn: { member: string; memberTag: string } | null,
  origin: string,
): PushNotice {
  if (payload === null || signedIn === null || payload.member !== signedIn.member) {
    return { title: NEUTRAL_TITLE, tag: NEUTRAL_TAG, data: { path: '/login' }, forMember: false };
  }
  return {
    title: payload.title,
    body: payload.body || undefined,
    tag: payload.tag || payload.type || 'news',
    data: { path: appPathOf(payload.url, origin), memberTag: signedIn.memberTag },
    forMember: true,
  };
}

/** A window showing this path, seen by the member now: the page can say it itself. */
export function isOnScreen(
  client: { url: string; visibilityState: DocumentVisibilityState; focused: boolean },
  path: string,
  origin: string,
): boolean {
  if (client.visibilityState !== 'visible' || !client.focused) return false;
  const shown = new URL(client.url);
  const wanted = new URL(path, origin);
  return shown.origin === origin && shown.pathname === wanted.pathname;
}
