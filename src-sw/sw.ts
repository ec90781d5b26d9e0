/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_LIST_CACHE } from './cache-names';
import { noteSignedOut } from './cache-stamp';
import { deleteApiCaches, listCachePlugin } from './list-cache';
import { closeAllNotifications, handleNotificationClick } from './notification-click';
import { forgetPushAtSignOut, listenForPushes } from './push';
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
      // One member's cached lists are never answered to another member's token.
      { cacheKeyWillBeUsed: userScopedCacheKey },
      // Stamps what is stored with its time, keeps the cache to its limits, and keeps nothing of
      // an answer that outlived a sign-out.
      listCachePlugin,
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
    event.waitUntil(
      Promise.all([deleteApiCaches(), closeAllNotifications(), forgetPushAtSignOut()]),
    );
  }
});

self.addEventListener('notificationclick', handleNotificationClick);
listenForPushes();

clientsClaim();
