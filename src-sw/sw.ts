/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE_PREFIX, API_LIST_CACHE } from './cache-names';
import { cacheStampPlugin, noteSignedOut } from './cache-stamp';
import { closeAllNotifications, handleNotificationClick } from './notification-click';
import { isCachedListCall, NAVIGATION_DENYLIST } from './routes';
import { userScopedCacheKey } from './user-scoped-cache-key';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is served the shell so a member can open the app from the home screen offline.
// API calls and uploaded files never get the HTML fallback.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

/** How many list answers, and for how long, the list cache keeps. */
const LIST_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };

// The last-fetched schedule and referrals, so a briefly offline member still sees them.
// Its name carries API_CACHE_PREFIX, so logout deletes it (cache-names.ts).
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedListCall(url),
  new NetworkFirst({
    cacheName: API_LIST_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      // Only real answers: a 401/500 or an opaque error must never be served later as data.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(LIST_CACHE_LIMITS),
      // One member's cached lists are never answered to another member's token.
      { cacheKeyWillBeUsed: userScopedCacheKey },
      // Last: stamps what is stored with its time, and drops answers that outlived a sign-out.
      cacheStampPlugin,
    ],
  }),
);

// The app shows an "update available" prompt; the member decides when to switch.
// Sign-out: answers still on their way must not refill the caches the app deletes.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'SIGNED_OUT') {
    noteSignedOut();
    event.waitUntil(Promise.all([deleteApiCaches(), closeAllNotifications()]));
  }
});

self.addEventListener('notificationclick', handleNotificationClick);

async function deleteApiCaches(): Promise<void> {
  const names = (await caches.keys()).filter((n) => n.startsWith(API_CACHE_PREFIX));
  await Promise.all(names.map((n) => caches.delete(n)));
  // The expiration plugin keeps, in IndexedDB, every cached URL (each tagged with the member,
  // user-scoped-cache-key.ts) and when it was stored: that record goes with the answers. The app
  // may have deleted the caches already, so the list cache's record is always cleared.
  for (const name of new Set([API_LIST_CACHE, ...names])) {
    await new CacheExpiration(name, LIST_CACHE_LIMITS).delete();
  }
}
clientsClaim();
