import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from './helpers';

/** A bearer token for a demo account, straight from the demo API. */
export async function tokenFor(request: APIRequestContext, account = DEMO_ADMIN): Promise<string> {
  const response = await request.post('/api/v1/login', { data: account });
  const body = (await response.json()) as { token: string };
  return body.token;
}

let counter = 0;
/**
 * A topic no other test uses, so tests sharing one demo database never see each other's rows. The
 * process id tells apart workers that count alike in the same millisecond.
 */
export const uniqueTopic = (what: string) =>
  `${what} ${Date.now()}-${process.pid}-${(counter += 1)}`;

/** Creates a session through the API as the admin, starting `minutesFromNow` from now. */
export async function createSessionViaApi(
  request: APIRequestContext,
  {
    topic,
    mode = 'online',
    minutesFromNow,
  }: { topic: string; mode?: 'online' | 'offline'; minutesFromNow: number },
) {
  const token = await tokenFor(request);
  const response = await request.post('/api/v1/online_sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      online_session: {
        instructor: 'E2E Instructor',
        topic,
        mode,
        link: mode === 'online' ? 'https://meet.example.com/e2e' : 'Hall E2E, Pune',
        date: new Date(Date.now() + minutesFromNow * 60_000).toISOString(),
      },
    },
  });
  if (!response.ok()) throw new Error(`creating a session failed: ${response.status()}`);
}

export interface ApiSignIn {
  token: string;
  id: number;
}

/** Signs a demo account in through the API: its bearer token and user id. */
export async function signInViaApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSignIn> {
  const response = await request.post('/api/v1/login', { data: account });
  if (!response.ok()) throw new Error(`signing in ${account.email} failed: ${response.status()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A referral from one member to another, through the API. */
export async function createReferralViaApi(
  request: APIRequestContext,
  { from, to, description }: { from: ApiSignIn; to: ApiSignIn; description: string },
) {
  const response = await request.post('/api/v1/referrals', {
    headers: bearer(from.token),
    data: { referral: { referred_to_id: to.id, description, status: 'pending' } },
  });
  if (!response.ok()) throw new Error(`creating a referral failed: ${response.status()}`);
}

/** What the dashboard's Referrals Given and Referrals Received counters should show. */
export async function referralCountsViaApi(request: APIRequestContext, token: string) {
  const given = await request.get('/api/v1/referrals', { headers: bearer(token) });
  const received = await request.get('/api/v1/referrals/received_referrals', {
    headers: bearer(token),
  });
  return {
    given: ((await given.json()) as { count: number }).count,
    received: ((await received.json()) as unknown[]).length,
  };
}

/**
 * Ends every sign-in of an account on the server for real: a password reset (to the same
 * password) revokes all its tokens (demo-api README, "Password reset and the outbox").
 */
export async function revokeSignInsViaPasswordReset(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
) {
  const forgot = await request.post('/api/v1/password/forgot', { data: { email } });
  if (!forgot.ok()) throw new Error(`password/forgot failed: ${forgot.status()}`);
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const otp = ((await outbox.json()) as { data: Array<{ code?: string }> }).data[0]?.code;
  if (!otp) throw new Error(`no reset code in the outbox for ${email}`);
  const reset = await request.post('/api/v1/password/reset', {
    data: { email, otp, password, password_confirmation: password },
  });
  if (!reset.ok()) throw new Error(`password/reset failed: ${reset.status()}`);
}

let registered = 0;
/**
 * A member of the test's own, registered through the API, so nothing the test changes (a
 * password, a profile) reaches what other tests see. Returns the demo password with the email.
 */
export async function registerMember(request: APIRequestContext, fullname: string) {
  registered += 1;
  const slug = fullname.toLowerCase().replace(/\W+/g, '-');
  // The process id: two workers may register the same name in the same millisecond.
  const email = `${slug}-${Date.now()}-${process.pid}-${registered}@example.com`;
  const password = 'demo1234';
  const response = await request.post('/api/v1/users', {
    data: {
      user: {
        email,
        password,
        password_confirmation: password,
        fullname,
        phone_number: '9876543210',
        company_name: `${fullname} Ltd`,
        industry: 'Testing',
      },
    },
  });
  if (!response.ok()) throw new Error(`registering ${email} failed: ${response.status()}`);
  return { email, password };
}
