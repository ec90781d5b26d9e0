/**
 * jsdom has no Web Locks. The app's tabs share one replay lock through navigator.locks; in the
 * unit tests several "tabs" (module instances) live in one realm, so this stands in for the
 * browser's lock manager: one holder per name at a time, waiters served in order, the lock
 * released when the callback's promise settles. `request(name, callback)` and
 * `request(name, options, callback)` (options other than `signal` are ignored) are supported.
 *
 * A tab that dies (its page is killed: its JavaScript stops) holds its locks no more, though its
 * callback never settles: `abandon(owner)` frees every lock the owner holds and forgets its
 * waiting requests, whose promises then never settle either, as nothing of that tab runs again.
 * Who the owner of a request is, the fake asks `owner()` at the moment of the request.
 */
export interface WebLocksFake {
  locks: Pick<LockManager, 'request'>;
  /** The owner's page died: its locks are free, its waiting requests gone, nothing settles. */
  abandon: (owner: unknown) => void;
  /** The owner of the lock of this name now, or undefined when nobody holds it. */
  holder: (name: string) => unknown;
}

type Callback = (lock: { name: string; mode: LockMode }) => unknown;

/** Node's AsyncResource, typed here: the app's typecheck knows browsers only. */
const { AsyncResource } = (
  globalThis as unknown as {
    process: {
      getBuiltinModule: (id: 'node:async_hooks') => {
        AsyncResource: { bind: <F extends (...args: never[]) => unknown>(work: F) => F };
      };
    };
  }
).process.getBuiltinModule('node:async_hooks');

interface Waiter {
  owner: unknown;
  callback: Callback;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Held {
  owner: unknown;
  abandoned: boolean;
}

export function createWebLocksFake({ owner = () => undefined }: { owner?: () => unknown } = {}) {
  const held = new Map<string, Held>();
  const queues = new Map<string, Waiter[]>();

  const grantNext = (name: string) => {
    if (held.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    const hold: Held = { owner: next.owner, abandoned: false };
    held.set(name, hold);
    const release = () => {
      if (held.get(name) === hold) held.delete(name);
      grantNext(name);
    };
    // The callback runs as the browser runs it: later, and in the requesting page.
    void Promise.resolve()
      .then(() => next.callback({ name, mode: 'exclusive' }))
      .then(
        (value) => {
          if (hold.abandoned) return;
          release();
          next.resolve(value);
        },
        (error: unknown) => {
          if (hold.abandoned) return;
          release();
          next.reject(error);
        },
      );
  };

  const request = (
    name: string,
    optionsOrCallback: LockOptions | Callback,
    maybeCallback?: Callback,
  ): Promise<unknown> => {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    if (!callback) return Promise.reject(new TypeError('request() needs a callback'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        owner: owner(),
        // Bound to where it was asked for, as a browser runs it in the requesting page.
        callback: AsyncResource.bind(callback),
        resolve,
        reject,
      };
      const signal = options.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => {
        const queue = queues.get(name) ?? [];
        const at = queue.indexOf(waiter);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(signal.reason);
      });
      queues.set(name, [...(queues.get(name) ?? []), waiter]);
      grantNext(name);
    });
  };

  const fake: WebLocksFake = {
    locks: { request: request as LockManager['request'] },
    abandon(dead) {
      for (const [name, queue] of queues) {
        queues.set(
          name,
          queue.filter((waiter) => waiter.owner !== dead),
        );
      }
      for (const [name, hold] of [...held]) {
        if (hold.owner !== dead) continue;
        hold.abandoned = true;
        held.delete(name);
      }
      for (const name of queues.keys()) grantNext(name);
    },
    holder: (name) => held.get(name)?.owner,
  };
  return fake;
}

/** Puts a lock manager shared by every "tab" of the realm on navigator.locks, once. */
export function installWebLocksFake(): void {
  if (typeof navigator === 'undefined' || 'locks' in navigator) return;
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: createWebLocksFake().locks,
  });
}
