import { configureHttpClient } from '@/api/http-wiring';
import { LOGIN_FALLBACK_ERROR } from '@/domain/login-texts';
import type { Shown } from '@/locales/messages';
import {
  clearSignedOutLeftovers,
  markSignedOut,
  readAuthToken,
  readSignInRecord,
  STORAGE_CLEANUP_TIMEOUT_MS,
  sweepSignedOutLeftovers,
} from '@/storage/auth-storage';
import { deleteApiCaches } from '@/storage/api-caches';
import { restoreFromMirror } from '@/storage/idb-mirror';
import { clearAllQueryCaches } from '@/storage/query-cache-store';
import { settleWithin } from '@/storage/settle-within';
import { STORAGE_KEYS } from '@/storage/storage-keys';
import { readRememberedEmail } from '@/storage/remembered-email';
import { loadEngine, loadMemberKey, loadWaiting } from './lazy-code';
import { isSignedIn, memberInUse } from './signed-in';
import type { WaitingOwner } from './outbox/waiting-on-device';
import type { SignInInput, SignInResult } from './sign-in';
import { tellWorkerSignedOut } from './worker-messages';

import { hasWritesToDrop, markWritesToDrop } from '@/storage/writes-to-drop';

export { isSignedIn } from './signed-in';
export type { SignInInput, SignInResult } from './sign-in';

const signedOutByServerListeners = new Set<() => void>();

function tellShellSignedOut(): void {
  for (const listener of [...signedOutByServerListeners]) listener();
}

/**
 * A 401 on a call made with the current token: the server ended this sign-in (a password reset
 * elsewhere, say). Everything of the member goes as at logout, except the changes still waiting
 * to be sent: they stay for the member's next sign-in, and /login says so.
 */
function handleUnauthorized(): void {
  void signOut({ keepWaitingWrites: true });
  tellShellSignedOut();
}

/**
 * Another tab logged out, or signed someone else in: this tab's engine belongs to a member who is
 * no longer the one stored, so it stops at once (nothing more is fetched, shown or saved for
 * them) and the shell goes to /login, which forwards a newly signed-in member to their dashboard.
 */
function watchOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
    void Promise.all([loadEngine(), loadMemberKey()]).then(([engine, { currentMemberKey }]) => {
      const running = engine.activeEngine();
      if (!running || running.memberKey === currentMemberKey()) return;
      void engine.stopMemberEngine();
      tellShellSignedOut();
    });
  });
}

/**
 * Run once before the first render: wires the http client to the stored token, brings back a
 * sign-in whose localStorage was wiped (never one that signed out), and starts restoring the
 * member's cached lists so the dashboard can paint them as soon as its code has loaded.
 */
export async function startApp(): Promise<void> {
  configureHttpClient({ getToken: readAuthToken, onUnauthorized: handleUnauthorized });
  watchOtherTabs();
  await restoreFromMirror();
  await finishDroppingWrites();
  if (isSignedIn())
    void Promise.all([loadEngine(), loadMemberKey()]).then(([engine, { currentMemberKey }]) =>
      engine.startMemberEngine(currentMemberKey()),
    );
  else void sweepSignedOutLeftovers(clearAllQueryCaches);
}

export function rememberedEmail(): string | null {
  return readRememberedEmail();
}

/**
 * Sign-in's code (the http client, the login call, reading the answer) loads with the first
 * submit, or earlier once /login is idle (prepareSignIn), so the login screen's first load does
 * not carry it.
 */
const loadSignIn = () => import('./sign-in');

/** Fetches sign-in's code ahead of the first submit; a failure is retried at submit. */
export function prepareSignIn(): void {
  void loadSignIn().catch(() => undefined);
}

/**
 * Fetches the data engine's code ahead of the member area, which imports it: a signed-in start
 * asks for the member area's files in two tasks instead of one (src/app/preload-screens.ts).
 * A failure is left to the member area's own import.
 */
export function prepareMemberEngine(): void {
  void loadEngine().catch(() => undefined);
}

/**
 * The text shown beneath the password field for a failed sign-in (docs/behaviour.md#errors),
 * with the error texts that come with sign-in's code. Never rejects: if that code cannot be
 * fetched either, the screen's fallback text is what the member sees.
 */
export async function signInFailureMessage(error: unknown): Promise<Shown> {
  const flow = await loadSignIn().catch(() => null);
  return flow ? flow.loginErrorMessage(error) : LOGIN_FALLBACK_ERROR;
}

/**
 * Rejects with the login call's failure (a FailureInfo for the screen's message), or with the
 * loader's error when sign-in's code cannot be fetched (offline on a first visit).
 */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  await finishDroppingWrites();
  const flow = await loadSignIn();
  return flow.signIn(input);
}

/**
 * Deletes the waiting changes a logout dropped, whether or not its own deletion landed (the app
 * was closed or reloaded mid-logout, the outbox failed or hung, or another tab of the member stored
 * one more change after it), then forgets the note. Costs one localStorage read when there is
 * none. Never rejects; what does not land here is deleted by the member's engine before its outbox
 * sends anything (outbox/waiting-on-device.ts, untilWritesDropped).
 */
async function finishDroppingWrites(): Promise<void> {
  if (!hasWritesToDrop()) return;
  // Bounded: a hung IndexedDB must not hold the start back (its outbox cannot read either).
  // Code that cannot be fetched leaves the note for the next start.
  const drop = loadWaiting().then((waiting) => waiting.finishLogoutDrops());
  await settleWithin(drop, STORAGE_CLEANUP_TIMEOUT_MS);
}

/** How long after a logout's deletion other tabs of the member have to hear of it. */
const LATE_WRITES_GRACE_MS = 2_000;

/**
 * Logout on a shared phone (docs/architecture.md#signing-out: it sticks). Synchronously: the
 * tombstone, the token and the stored login go. Then, in this order, bounded in time and never
 * rejecting: the engine stops saving and sending, drops the cached lists and aborts requests in
 * flight; the member's waiting changes go (unless the server ended the sign-in: they then wait
 * for the member's next sign-in); the persisted caches, the mirror and the worker's API caches go.
 * A screen may navigate at once.
 */
export function signOut({ keepWaitingWrites = false } = {}): Promise<void> {
  // Whose sign-in this was, read before it goes; its key is worked out once the code is here.
  const leaving = readSignInRecord();
  // Whose waiting changes go is noted before anything else: if the app closes before they are
  // deleted, the next start or sign-in deletes them (finishDroppingWrites) before any outbox
  // could send them.
  const dropping = keepWaitingWrites ? null : memberInUse();
  if (dropping !== null) markWritesToDrop(dropping);
  markSignedOut();
  tellWorkerSignedOut();
  // The worker's API caches go at once, on their own: a hung IndexedDB below must not hold them
  // back (the worker was told first, so no answer still on its way lands in them afterwards).
  const apiCaches = deleteApiCaches();
  // Every member's persisted cache goes, not just this one's: nothing of anyone stays behind.
  // A cleanup that outlives its time limit must not clear a member who has signed in since.
  const storage = loadEngine()
    .then((engine) => {
      // The outbox stops sending at once (the synchronous part of stopping); the member's
      // waiting changes are deleted beside the rest of the engine's cleanup, not after it.
      const stopped = engine.stopMemberEngine();
      const dropped = keepWaitingWrites
        ? undefined
        : Promise.all([loadWaiting(), loadMemberKey()]).then(
            ([waiting, { memberKeyOfRecord }]) => {
              // No engine ran in this tab (nothing noted yet): the stored sign-in says whose.
              if (dropping === null) markWritesToDrop(memberKeyOfRecord(leaving));
              // Once this has landed, a second pass a moment later deletes anything a tab that
              // had not yet heard of the logout stored meanwhile, then the note goes: nothing of
              // the member stays on the device. An app closed before that leaves the note for
              // the next start or sign-in.
              return waiting.dropWritesAtLogout().then((landed) => {
                if (landed)
                  setTimeout(() => void waiting.finishLogoutDrops(), LATE_WRITES_GRACE_MS);
              });
            },
            () => undefined, // code not reachable: the note stays for the next start
          );
      return Promise.all([stopped, dropped]);
    })
    .then(() => (isSignedIn() ? undefined : clearAllQueryCaches()))
    .then(clearSignedOutLeftovers);
  return settleWithin(Promise.all([apiCaches, storage]), STORAGE_CLEANUP_TIMEOUT_MS);
}

/** The shell's hook for sending the member to /login after the server ended the sign-in. */
export function onSignedOutByServer(listener: () => void): () => void {
  signedOutByServerListeners.add(listener);
  return () => {
    signedOutByServerListeners.delete(listener);
  };
}

/**
 * How many changes wait on this device for a sign-in, for the login screen's notice; 0 while
 * someone is signed in. Never rejects.
 */
export async function changesWaitingForSignIn(): Promise<number> {
  if (isSignedIn()) return 0;
  const owners = await loadWaiting()
    .then(({ waitingOwners }) => waitingOwners())
    .catch((): WaitingOwner[] => []);
  return owners.reduce((sum, owner) => sum + owner.count, 0);
}
