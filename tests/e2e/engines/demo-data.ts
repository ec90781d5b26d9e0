/**
 * What each engine's session needs on the demo API, made straight through the API (never
 * through the proxy a test cuts): a member of its own, with a referral received to change, and
 * two sessions to accept, one online and one while the server is unreachable.
 */
export interface EngineData {
  member: { email: string; password: string; name: string };
  online: { topic: string; id: number };
  offline: { topic: string; id: number };
  received: string;
}

const ADMIN = { email: 'admin@example.com', password: 'demo1234' };
const PRIYA = { email: 'priya.nair@example.com', password: 'demo1234' };

export async function makeEngineData(origin: string, engine: string): Promise<EngineData> {
  const stamp = `${engine} ${Date.now()}`;
  const name = `${engine} Member`;
  const email = `${engine.toLowerCase()}-${Date.now()}@example.com`;
  const member = { email, password: 'demo1234', name };
  await api(origin, 'POST', '/users', undefined, {
    user: {
      email,
      password: member.password,
      password_confirmation: member.password,
      fullname: name,
      phone_number: '9876543210',
      company_name: `${name} Ltd`,
      industry: 'Testing',
    },
  });
  const admin = await signIn(origin, ADMIN);
  const online = await createSession(origin, admin.token, `Accept online ${stamp}`, 2);
  const offline = await createSession(origin, admin.token, `Accept unreachable ${stamp}`, 3);
  const received = `Received in ${stamp}`;
  const priya = await signIn(origin, PRIYA);
  const to = await signIn(origin, member);
  await api(origin, 'POST', '/referrals', priya.token, {
    referral: { referred_to_id: to.id, description: received, status: 'pending' },
  });
  return { member, online, offline, received };
}

async function signIn(origin: string, account: { email: string; password: string }) {
  const body = (await api(origin, 'POST', '/login', undefined, account)) as {
    token: string;
    user: { id: number };
  };
  return { token: body.token, id: body.user.id };
}

async function createSession(origin: string, token: string, topic: string, days: number) {
  const created = (await api(origin, 'POST', '/online_sessions', token, {
    online_session: {
      instructor: 'Engine Instructor',
      topic,
      mode: 'online',
      link: 'https://meet.example.com/engines',
      date: new Date(Date.now() + days * 24 * 60 * 60_000).toISOString(),
    },
  })) as { data: { id: number } };
  return { topic, id: created.data.id };
}

async function api(
  origin: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}
