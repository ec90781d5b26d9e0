import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { emptyIndexedDb } from './unit/reset-indexeddb';
import { installWebLocksFake } from './unit/web-locks-fake';
import { loadEveryEnglishCatalog } from './unit/english-catalogs';

// findBy*/waitFor give up after this long. It is a ceiling, not a wait: they return as soon as
// the screen shows what they look for. Testing Library's 1 s default failed screen tests at
// random when the 2-core machine also ran a build or browsers (a render took 1.2 s there).
configure({ asyncUtilTimeout: 5_000 });

// Screens render here without the router's loading: every English text is at hand from the start.
loadEveryEnglishCatalog();

// jsdom lacks these browser APIs; Mantine needs them (Mantine's guide to testing with jsdom).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => {};
  // Mantine's autosizing Textarea waits on document.fonts, which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        ready: Promise.resolve(),
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }
  window.HTMLElement.prototype.scrollIntoView = () => {};
  installWebLocksFake();
}

/**
 * Some tests hang IndexedDB on purpose (private modes where it never answers); what they queued
 * never lands anywhere, so waiting for it would only stall the next test.
 */
function unlessHung(work: Promise<void>): Promise<void> {
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, 1000))]);
}

// Each test starts as a fresh page would: nothing on screen, nothing stored, no member's engine.
afterEach(async () => {
  if (typeof window === 'undefined') return; // demo-api tests run in the node environment
  cleanup();
  // Notifications live in a module-level store; errors stay until dismissed.
  notifications.clean();
  notifications.cleanQueue();
  // The app's modules are imported here, after the test, so a test's vi.mock still applies to
  // them; these are the instances the test used (or fresh ones with nothing to reset).
  const { stopMemberEngine } = await import('@/repository/engine/member-engine');
  const { whenMirrorIdle } = await import('@/storage/idb-mirror');
  const { listItemKeys, removeItem } = await import('@/storage/safe-local-storage');
  // A member's engine outlives the screen that started it; it is stopped as a sign-out would,
  // so it neither saves into the next test's IndexedDB nor answers its queries.
  await unlessHung(stopMemberEngine());
  // A test that went offline would leave the next one offline.
  onlineManager.setOnline(true);
  // removeItem also drops the in-memory copy kept when localStorage refused a write.
  for (const key of listItemKeys()) removeItem(key);
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Mirror writes are fire-and-forget: let them land before emptying, not in the next test.
  await unlessHung(whenMirrorIdle());
  await emptyIndexedDb();
});
