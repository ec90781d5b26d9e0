import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMeetingAttendance, fetchSessionAttendance } from '@/api/attendance-api';
import { updateProfile } from '@/api/profile-api';
import { jsonResponse, stubFetch, wireHttpClient } from './fetch-stub';

afterEach(() => vi.unstubAllGlobals());

describe('attendance api', () => {
  it(
    'GET /online_session_attendances with an encoded user_id, summary shape',
    {
      meta: {
        spec: [
          'GET /online_session_attendances?user_id={id} | none, bearer header | Attendance for one user',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(
        jsonResponse({ total_sessions: 5, present_count: 3, absent_count: 2 }),
      );
      await expect(fetchSessionAttendance('a&b')).resolves.toEqual({
        stats: { present: 3, absent: 2, total: 5 },
        records: null,
      });
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/online_session_attendances?user_id=a%26b',
        method: 'GET',
      });
    },
  );

  it(
    'GET /attendances reads an array of records',
    {
      meta: {
        spec: [
          'GET /attendances?user_id={id} | none, bearer header | Meeting attendance for one user',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(
        jsonResponse([
          { status: 'present', title: 'Weekly meeting', scheduled_at: '2026-11-20T10:00:00Z' },
          { attended: true },
          { status: 'absent' },
        ]),
      );
      await expect(fetchMeetingAttendance('7')).resolves.toEqual({
        stats: { present: 2, absent: 1, total: 3 },
        records: [
          { item: 'Weekly meeting', at: Date.parse('2026-11-20T10:00:00Z'), present: true },
          { item: '', at: null, present: true },
          { item: '', at: null, present: false },
        ],
      });
      expect(fetch.last().url).toBe('/api/v1/attendances?user_id=7');
    },
  );
});

describe('profile api', () => {
  const fields = {
    fullname: 'Asha',
    address: 'Pune',
    service_offered: 'Audit',
    product_offered: '',
    years_of_experience: 4,
    additional_info: 'Hi',
  };

  it(
    'PATCH /profile sends multipart user[...] fields and the image',
    {
      meta: {
        spec: [
          'PATCH /profile | multipart: user[fullname], user[address], user[service_offered], user[product_offered], user[years_of_experience], user[additional_info], optional user[profile_image]',
        ],
      },
    },
    async () => {
      wireHttpClient('tok');
      const fetch = stubFetch(jsonResponse({ user: { id: 1, fullname: 'Asha' } }));
      const image = new File(['png'], 'me.png', { type: 'image/png' });
      await expect(updateProfile(fields, image)).resolves.toEqual({ id: 1, fullname: 'Asha' });

      const sent = fetch.last();
      expect(sent).toMatchObject({ url: '/api/v1/profile', method: 'PATCH' });
      expect(sent.headers['Content-Type']).toBeUndefined();
      expect(sent.headers.Authorization).toBe('Bearer tok');
      const form = sent.body as FormData;
      expect([...form.keys()]).toEqual([
        'user[fullname]',
        'user[address]',
        'user[service_offered]',
        'user[product_offered]',
        'user[years_of_experience]',
        'user[additional_info]',
        'user[profile_image]',
      ]);
      expect(form.get('user[years_of_experience]')).toBe('4');
      expect((form.get('user[profile_image]') as File).name).toBe('me.png');
    },
  );

  it(
    'omits the image when none is chosen and returns data when there is no user',
    {
      meta: {
        spec: [
          'optional user[profile_image]',
          "The response's user (or data) is merged into the stored user",
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({ data: { fullname: 'Asha' } }));
      const result = await updateProfile({ ...fields, years_of_experience: null });
      const form = fetch.last().body as FormData;
      expect(form.has('user[profile_image]')).toBe(false);
      expect(form.get('user[years_of_experience]')).toBe('');
      expect(result).toEqual({ fullname: 'Asha' });
    },
  );

  it('returns null when the answer carries no user', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(updateProfile(fields)).resolves.toBeNull();
  });
});
