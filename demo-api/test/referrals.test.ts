// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
let priya: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
  priya = await login(server.app, 'priya.nair@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const createReferral = (headers: Record<string, string>, referral: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/v1/referrals', headers, payload: { referral } });

describe('referrals', () => {
  it('seeds referrals both ways for member@example.com with every status', async () => {
    const given = await server.app.inject({
      method: 'GET',
      url: '/api/v1/referrals',
      headers: member.headers,
    });
    const { items, count } = given.json();
    expect(count).toBe(items.length);
    expect(new Set(items.map((r: { status: string }) => r.status))).toEqual(
      new Set(['pending', 'in process', 'done']),
    );
    const received = await server.app.inject({
      method: 'GET',
      url: '/api/v1/referrals/received_referrals',
      headers: member.headers,
    });
    const list = received.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list[0].referred_by).toMatchObject({ fullname: expect.any(String) });
    expect(new Set(list.map((r: { status: string }) => r.status)).size).toBe(3);
  });

  it('rejects blank descriptions, self-referrals, unknown users and bad statuses', async () => {
    const cases = [
      [{ referred_to_id: priya.userId, description: '  ' }, 'description'],
      [{ referred_to_id: member.userId, description: 'Me' }, 'referred_to_id'],
      [{ referred_to_id: 9999, description: 'Ghost' }, 'referred_to_id'],
      [{ referred_to_id: priya.userId, description: 'Odd', status: 'closed' }, 'status'],
    ] as const;
    for (const [referral, field] of cases) {
      const res = await createReferral(member.headers, referral);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
  });

  it('creates with status pending by default; only the recipient may change it', async () => {
    const created = await createReferral(member.headers, {
      referred_to_id: String(priya.userId),
      description: 'Needs an auditor',
    });
    expect(created.statusCode).toBe(201);
    const referral = created.json().data;
    expect(referral).toMatchObject({
      status: 'pending',
      referred_to_id: priya.userId,
      referred_to: { id: priya.userId, fullname: 'Priya Nair' },
      user: { id: member.userId },
    });

    const update = (headers: Record<string, string>, status: string, id = referral.id) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/referrals/${id}`,
        headers,
        payload: { status },
      });
    expect((await update(member.headers, 'done')).statusCode).toBe(403);
    expect((await update(priya.headers, 'finished')).statusCode).toBe(422);
    expect((await update(priya.headers, 'done', 9999)).statusCode).toBe(404);
    const ok = await update(priya.headers, 'in process');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('in process');
  });

  it('lists other users with their public profile only, without the caller', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: member.headers,
    });
    const users = res.json().data as Array<Record<string, unknown>>;
    expect(users.some((u) => u.id === member.userId)).toBe(false);
    expect(Object.keys(users[0]!).sort()).toEqual(
      [
        'company_name',
        'email',
        'fullname',
        'id',
        'industry',
        'name',
        'phone_number',
        'product_offered',
        'profile_image_url',
        'service_offered',
      ].sort(),
    );
  });
});
