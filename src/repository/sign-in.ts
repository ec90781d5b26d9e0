/**
 * Signing in: the login call, reading its answer, and what a new member on a shared phone needs
 * first (docs/architecture.md#signing-out). Loaded by auth-repository with the first submit, or
 * once /login is idle, so the login screen's first load does not carry the http client.
 */
import { login } from '@/api/auth-api';
import { normaliseLoginResponse, readServerMessage, readToken } from '@/domain/auth';
import type { FailureInfo } from '@/domain/error-message';

export { loginErrorMessage } from '@/domain/error-message';
import {
  forgetPreviousMember,
  saveLogin,
  STORAGE_CLEANUP_TIMEOUT_MS,
} from '@/storage/auth-storage';
import { clearAllQueryCaches } from '@/storage/query-cache-store';
import { clearRememberedEmail, saveRememberedEmail } from '@/storage/remembered-email';
import { settleWithin } from '@/storage/settle-within';
import { loadEngine, loadWaiting } from './lazy-code';
import { currentMemberKey, memberKeyOf } from './member-key';
import type { WaitingOwner } from './outbox/waiting-on-device';

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
      /** The names of the members whose changes wait, joined; blank when none is known. */
      ownerName: string;
      count: number;
      discardAndSignIn: () => Promise<void>;
    };

/** How long sign-in waits to learn whether someone's changes are waiting. */
const WAITING_CHECK_TIMEOUT_MS = 1500;

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
    // Blank when no name is known: the question then says 'another member' in the language in use.
    ownerName: others
      .map((owner) => owner.name.trim())
      .filter((name) => name !== '')
      .join(', '),
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
