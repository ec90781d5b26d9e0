import { readAuthToken } from '@/storage/auth-storage';

/**
 * Who is signed in on this device, in the few lines the first load of /login can afford: the
 * member keys (member-key.ts) need the login-response normaliser, and the signed-in member's
 * profile and engine (current-member.ts) load with the signed-in area.
 */

/** Whether a member is signed in: a token is stored. */
export function isSignedIn(): boolean {
  return readAuthToken() !== null;
}

/**
 * The member key of the engine running in this tab, readable synchronously: a logout notes whose
 * waiting changes it drops before anything asynchronous can be cut short by the app closing.
 */
let inUse: string | null = null;

export const setMemberInUse = (memberKey: string | null): void => {
  inUse = memberKey;
};

export const memberInUse = (): string | null => inUse;
