/** The list calls of docs/behaviour.md#server-calls whose last answer is kept for offline use. */
const CACHED_LIST_PATHS = [
  /\/api\/v1\/online_sessions$/,
  /\/api\/v1\/online_sessions\/accepted_sessions$/,
  /\/api\/v1\/user_meetings$/,
  /\/api\/v1\/referrals$/,
  /\/api\/v1\/referrals\/received_referrals$/,
];

export function isCachedListCall(url: URL): boolean {
  return CACHED_LIST_PATHS.some((pattern) => pattern.test(url.pathname));
}

export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/];
