import { afterEach, describe, expect, it, vi } from 'vitest';

const workbox = vi.hoisted(() => ({
  created: [] as string[],
  register: vi.fn<() => Promise<void>>(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.created.push(url);
    }
    addEventListener() {}
    register = workbox.register;
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  workbox.created.length = 0;
});

describe('service worker registration', () => {
  it(
    'registers /sw.js, and a failure is ignored',
    { meta: { spec: ['A service worker is registered from /sw.js; failures are ignored.'] } },
    async () => {
      vi.stubEnv('PROD', true);
      // jsdom has no service workers; a browser with them is all the app asks for.
      Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
      workbox.register.mockRejectedValue(new Error('SecurityError: no service workers here'));
      const { registerServiceWorker } = await import('@/app/pwa/register-service-worker');
      const onUpdateReady = vi.fn();
      expect(() => registerServiceWorker(onUpdateReady)).not.toThrow();
      await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
      expect(workbox.created).toEqual(['/sw.js']);
      // A rejection nobody caught would fail this run: Vitest reports unhandled rejections.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onUpdateReady).not.toHaveBeenCalled();
    },
  );
});
