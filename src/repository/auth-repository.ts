import { configureHttpClient } from '@/api/http-client';
import { login } from '@/api/auth-api';
import { normaliseLoginResponse, readServerMessage, readToken } from '@/domain/auth';
import type { FailureInfo } from '@/domain/error-message';
import type { User } from '@/domain/types';
import {
  clearSignedOutLeftovers,
  forgetPreviousMember,
  markSignedOut,
  readAuthToken,
  readStoredUser,
  saveLogin,
  STORAGE_CLEANUP_TIMEOUT_MS,
  sweepSignedOutLeftovers,
} from '@/storage/auth-storage';
import { deleteApiCaches } from '@/storage/api-caches';
import { restoreFromMirror } from '@/storage/idb-mirror';
import { clearAllQueryCaches } from '@/storage/query-cache-store';
import { settleWithin } from '@/storage/settle-within';
import { STORAGE_KEYS } from '@/storage/storage-keys';
import {
  clearRememberedEmail,
  readRememberedEmail,
  saveRememberedEmail,
} from '@/storage/remembered-email';
import { currentMemberKey, isSignedIn, memberKeyOf } from './member-key';
import type { WaitingOwner } from './outbox/waiting-on-device';
import { tellWorkerSignedOut } from './worker-messages';

export { isSignedIn } from './member-key';

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
    void loadEngine().then((engine) => {
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
  if (isSignedIn())
    void loadEngine().then((engine) => engine.startMemberEngine(currentMemberKey()));
  else void sweepSignedOutLeftovers(clearAllQueryCaches);
}

/**
 * The data engine (TanStack Query and its persister) loads only when a member is signed in, so
 * the login screen's first load never pays for it.
 */
const loadEngine = () => import('./engine/member-engine');

export function currentUser(): User | null {
  return readStoredUser();
}

export function rememberedEmail(): string | null {
  return readRememberedEmail();
}

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/** A 2xx login answer without a token is a failure too: its `message` if any, else the fallback. */
const missingTokenFailure = (response: unknown): FailureInfo => ({
  kind: 'invalid-response',
  status: null,
  serverMessage: readServerMessage(response),
  serverErrors: null,
});

export type SignInResult =
  | { status: 'signed-in' }
  /**
   * Someone else's changes wait on this device (their sign-in ended before they were sent). The
   * new member is not signed in until they agree to discard them (docs/behaviour.md).
   */
  | {
      status: 'confirm-discard';
      ownerName: string;
      count: number;
      discardAndSignIn: () => Promise<void>;
    };

/** How long sign-in waits to learn whether someone's changes are waiting. */
const WAITING_CHECK_TIMEOUT_MS = 1500;

/**
 * Reading who has changes waiting loads with the first use (signing in, the login screen after
 * its first paint), so the login screen's first load does not carry it.
 */
const loadWaiting = () => import('./outbox/waiting-on-device');

async function othersWaiting(nextMember: string): Promise<WaitingOwner[]> {
  let owners: WaitingOwner[] = [];
  await settleWithin(
    loadWaiting()
      .then(({ waitingOwners }) => waitingOwners())
      .then((found) => {
        owners = found.filter((owner) => owner.memberKey !== nextMember);
      }),
    WAITING_CHECK_TIMEOUT_MS,
  );
  return owners;
}

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const response = await login(input.email, input.password);
  const token = readToken(response);
  if (!token) throw missingTokenFailure(response);
  const nextMember = memberKeyOf(normaliseLoginResponse(response).user, token);
  const others = await othersWaiting(nextMember);
  if (others.length === 0) {
    await completeSignIn(input, response, token, nextMember);
    return { status: 'signed-in' };
  }
  return {
    status: 'confirm-discard',
    ownerName: others.map((owner) => owner.name || 'another member').join(', '),
    count: others.reduce((sum, owner) => sum + owner.count, 0),
    async discardAndSignIn() {
      const { dropWaitingWrites } = await loadWaiting();
      await dropWaitingWrites((memberKey) => memberKey !== nextMember);
      await completeSignIn(input, response, token, nextMember);
    },
  };
}

async function completeSignIn(
  { email, remember }: SignInInput,
  response: unknown,
  token: string,
  nextMember: string,
): Promise<void> {
  const engine = await loadEngine();
  const previousMember = engine.activeEngine()?.memberKey ?? currentMemberKey();
  // Someone else used this phone last and never logged out: their cached lists, API caches and
  // accepted ids go before the new member's token is stored (their waiting writes were asked
  // about already). The same member keeps theirs.
  if (previousMember !== nextMember) {
    await Promise.all([
      settleWithin(engine.stopMemberEngine().then(clearAllQueryCaches), STORAGE_CLEANUP_TIMEOUT_MS),
      forgetPreviousMember(previousMember),
    ]);
  }
  saveLogin(response, token);
  if (remember) saveRememberedEmail(email);
  else clearRememberedEmail();
  engine.startMemberEngine(nextMember);
}

/**
 * Logout on a shared phone (docs/architecture.md#signing-out: it sticks). Synchronously: the
 * tombstone, the token and the stored login go. Then, in this order, bounded in time and never
 * rejecting: the engine stops saving and sending, drops the cached lists and aborts requests in
 * flight; the member's waiting changes go (unless the server ended the sign-in: they then wait
 * for the member's next sign-in); the persisted caches, the mirror and the worker's API caches go.
 * A screen may navigate at once.
 */
export function signOut({ keepWaitingWrites = false } = {}): Promise<void> {
  const member = currentMemberKey();
  markSignedOut();
  tellWorkerSignedOut();
  // The worker's API caches go at once, on their own: a hung IndexedDB below must not hold them
  // back (the worker was told first, so no answer still on its way lands in them afterwards).
  const apiCaches = deleteApiCaches();
  // Every member's persisted cache goes, not just this one's: nothing of anyone stays behind.
  // A cleanup that outlives its time limit must not clear a member who has signed in since.
  const storage = loadEngine()
    .then((engine) => engine.stopMemberEngine())
    .then(() =>
      keepWaitingWrites
        ? undefined
        : loadWaiting().then(
            ({ dropWaitingWrites }) => dropWaitingWrites((memberKey) => memberKey === member),
            () => undefined, // code not reachable: the next sign-in's question still protects them
          ),
    )
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
