/**
 * Web Push: our optional contract with the backend (docs/push.md). A backend without push answers
 * 404 to the key; the app then keeps its open-app alerts.
 */
import { asRecord } from '@/domain/loose';
import { ApiError } from './api-error';
import { apiRequest } from './http-client';

/** The backend's VAPID public key (base64url), or null when it has no push (its 404). */
export async function fetchPushKey(): Promise<string | null> {
  try {
    const key = asRecord(await apiRequest('/push/key'))?.public_key;
    if (typeof key === 'string' && /^[A-Za-z0-9_-]{80,100}$/.test(key)) return key;
    throw new ApiError('invalid-response', { message: 'The push key is not a VAPID public key.' });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

/**
 * Hands the browser's subscription to the backend for the signed-in member; answers the opaque
 * tag the backend's pushes will carry for that member.
 */
export async function postPushSubscription(subscription: PushSubscriptionJSON): Promise<string> {
  const member = asRecord(
    await apiRequest('/push/subscriptions', { method: 'POST', json: subscription }),
  )?.member;
  if (typeof member === 'string' && member !== '') return member;
  throw new ApiError('invalid-response', {
    message: 'The push subscription answer has no member tag.',
  });
}

/**
 * Asks the backend to stop pushing to this endpoint. The token is passed in at logout, which
 * removes it from the device first (logout-api.ts does the same).
 */
export async function deletePushSubscription(endpoint: string, token?: string): Promise<void> {
  await apiRequest('/push/subscriptions', {
    method: 'DELETE',
    json: { endpoint },
    readBody: false,
    token,
    reportUnauthorized: token === undefined,
  });
}
