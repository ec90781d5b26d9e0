import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createReferral,
  fetchReferralsGiven,
  fetchReferralsReceived,
  updateReferralStatus,
} from '@/api/referrals-api';
import { fetchAllUsersAdmin, fetchUsers } from '@/api/users-api';
import { jsonResponse, stubFetch, textResponse, wireHttpClient } from './fetch-stub';

afterEach(() => vi.unstubAllGlobals());

describe('referrals api', () => {
  it(
    'GET /referrals sorts newest first and counts the list',
    {
      meta: {
        spec: [
          'GET /referrals | none | Referrals given; array or a count',
          'Lists sort newest first by created_at.',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(
        jsonResponse([
          { id: 1, created_at: '2024-01-01T00:00:00Z', referred_to: { fullname: 'B' } },
          { id: 2, created_at: '2024-03-01T00:00:00Z' },
        ]),
      );
      const result = await fetchReferralsGiven();
      expect(fetch.last()).toMatchObject({ url: '/api/v1/referrals', method: 'GET' });
      expect(result.referrals.map((r) => r.id)).toEqual(['2', '1']);
      expect(result.count).toBe(2);
    },
  );

  it(
    'reads a count-only answer, bare or wrapped',
    {
      meta: { spec: ['Referrals given; array or a count', 'Referrals received; array or a count'] },
    },
    async () => {
      stubFetch(jsonResponse(5));
      await expect(fetchReferralsGiven()).resolves.toEqual({ referrals: [], count: 5 });
      stubFetch(jsonResponse({ count: 3 }));
      await expect(fetchReferralsReceived()).resolves.toEqual({ referrals: [], count: 3 });
    },
  );

  it(
    'GET received referrals from data and rejects a non-list body',
    { meta: { spec: ['GET /referrals/received_referrals'] } },
    async () => {
      const fetch = stubFetch(jsonResponse({ data: [{ id: 9, referred_by: { fullname: 'C' } }] }));
      const result = await fetchReferralsReceived();
      expect(fetch.last().url).toBe('/api/v1/referrals/received_referrals');
      expect(result.referrals[0]?.sender?.fullname).toBe('C');
      stubFetch(jsonResponse('not a list'));
      await expect(fetchReferralsReceived()).rejects.toMatchObject({ kind: 'invalid-response' });
    },
  );

  it(
    'POST /referrals wraps the input in referral',
    {
      meta: {
        spec: [
          'POST /referrals | referral{referred_to_id, description, status} | Create referral',
          'referred_to_id on creation.',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({}, 201));
      await createReferral({ referred_to_id: '4', description: 'Good lead', status: 'pending' });
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/referrals',
        method: 'POST',
        body: { referral: { referred_to_id: 4, description: 'Good lead', status: 'pending' } },
      });
    },
  );

  it('create and status update succeed on a 2xx text body', async () => {
    stubFetch(textResponse('Created', 201, 'text/plain'));
    const input = { referred_to_id: '4', description: 'Lead', status: 'pending' as const };
    await expect(createReferral(input)).resolves.toBeUndefined();
    await expect(updateReferralStatus('9', 'done')).resolves.toBeUndefined();
  });

  it(
    'PUT /referrals/{id} with the status',
    { meta: { spec: ['PUT /referrals/{id} | status | Recipient changes status'] } },
    async () => {
      const fetch = stubFetch(jsonResponse({}));
      await updateReferralStatus('9', 'in process');
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/referrals/9',
        method: 'PUT',
        body: { status: 'in process' },
      });
    },
  );
});

describe('users api', () => {
  it(
    'GET /users reads a bare array',
    { meta: { spec: ['GET /users | none | Users for referrals; array or data'] } },
    async () => {
      const fetch = stubFetch(jsonResponse([{ id: 1, fullname: 'A', email: 'a@b.co' }]));
      const users = await fetchUsers();
      expect(fetch.last().url).toBe('/api/v1/users');
      expect(users).toEqual([expect.objectContaining({ id: '1', fullname: 'A' })]);
    },
  );

  it(
    'GET /users/admin_all_users reads data with the bearer header',
    {
      meta: {
        spec: [
          'GET /users/admin_all_users | none, bearer header | All users; array or data',
          'Authenticated calls carry the stored token as a bearer credential.',
          'Every request adds an Authorization bearer header when auth_token is stored.',
        ],
      },
    },
    async () => {
      wireHttpClient('admin-token');
      const fetch = stubFetch(jsonResponse({ data: [{ id: 2 }, { id: 3 }] }));
      const users = await fetchAllUsersAdmin();
      expect(fetch.last().url).toBe('/api/v1/users/admin_all_users');
      expect(fetch.last().headers.Authorization).toBe('Bearer admin-token');
      expect(users.map((u) => u.id)).toEqual(['2', '3']);
    },
  );
});
