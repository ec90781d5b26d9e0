// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCachedListCall, NAVIGATION_DENYLIST } from '../../../src-sw/routes';
import { userScopedCacheKey } from '../../../src-sw/user-scoped-cache-key';

const request = (url: string, token?: string) =>
  new Request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('service worker routes', () => {
  it('keeps the schedule and referral lists for offline use, nothing else', () => {
    const cached = [
      '/api/v1/online_sessions',
      '/api/v1/online_sessions/accepted_sessions',
      '/api/v1/user_meetings',
      '/api/v1/referrals',
      '/api/v1/referrals/received_referrals',
    ];
    for (const path of cached) expect(isCachedListCall(new URL(path, 'https://x.test'))).toBe(true);
    for (const path of ['/api/v1/users', '/api/v1/login', '/api/v1/users/admin_all_users']) {
      expect(isCachedListCall(new URL(path, 'https://x.test'))).toBe(false);
    }
  });

  it('never answers API calls, uploads or files with the app shell', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/v1/online_sessions')).toBe(true);
    expect(denied('/uploads/12')).toBe(true);
    expect(denied('/manifest.webmanifest')).toBe(true);
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/users/sign_up')).toBe(false);
  });
});

describe('user-scoped cache key', () => {
  const url = 'https://x.test/api/v1/online_sessions';

  it('gives each member their own key and never contains the token', async () => {
    const alice = await userScopedCacheKey({ request: request(url, 'alice-token') });
    const bob = await userScopedCacheKey({ request: request(url, 'bob-token') });
    expect(alice).not.toBe(bob);
    expect(alice).not.toContain('alice-token');
    expect(alice.startsWith(`${url}?__member=`)).toBe(true);
  });

  it('is stable for the same member so the cached answer is found again', async () => {
    const first = await userScopedCacheKey({ request: request(url, 'alice-token') });
    const second = await userScopedCacheKey({ request: request(url, 'alice-token') });
    expect(first).toBe(second);
  });

  it('keeps anonymous requests apart from every member', async () => {
    const anonymous = await userScopedCacheKey({ request: request(url) });
    const member = await userScopedCacheKey({ request: request(url, 'alice-token') });
    expect(anonymous).not.toBe(member);
  });
});
