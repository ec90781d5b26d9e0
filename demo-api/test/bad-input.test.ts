// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

/** Bad bodies get a 4xx with a JSON message, never a 500, never a crash. */
let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"referral":{"description":"'),
  Buffer.from([0xc3, 0x28, 0xff]),
  Buffer.from('"}}'),
]);

const CASES: Array<{ name: string; type: string; body: string | Buffer; status: number[] }> = [
  {
    name: 'a body over 1 MB',
    type: 'application/json',
    body: `{"x":"${'a'.repeat(1_100_000)}"}`,
    status: [413],
  },
  { name: 'text/plain', type: 'text/plain', body: 'hello', status: [415] },
  { name: 'application/xml', type: 'application/xml', body: '<referral/>', status: [415] },
  {
    name: '10,000 nested arrays',
    type: 'application/json',
    body: deepArray(10_000),
    status: [400],
  },
  {
    name: '10,000 nested objects',
    type: 'application/json',
    body: deepObject(10_000),
    status: [400],
  },
  { name: 'invalid UTF-8', type: 'application/json', body: INVALID_UTF8, status: [400] },
  { name: 'malformed JSON', type: 'application/json', body: '{"referral":', status: [400] },
  { name: 'null', type: 'application/json', body: 'null', status: [422] },
  { name: 'a number', type: 'application/json', body: '42', status: [422] },
  { name: 'an array', type: 'application/json', body: '[1,2]', status: [422] },
  { name: 'a string', type: 'application/json', body: '"referral"', status: [422] },
];

/** Only where every field is required: elsewhere unknown or odd fields are simply ignored. */
const REFERRAL_CASES: typeof CASES = [
  {
    name: 'fields of the wrong types',
    type: 'application/json',
    body: JSON.stringify({ referral: { referred_to_id: { id: 1 }, description: 7, status: [] } }),
    status: [422],
  },
];

const ROUTES = [
  { method: 'POST' as const, url: '/api/v1/referrals', auth: true },
  { method: 'POST' as const, url: '/api/v1/login', auth: false },
  { method: 'PATCH' as const, url: '/api/v1/profile', auth: true },
];

describe('bad input', () => {
  for (const route of ROUTES) {
    const cases = route.url === '/api/v1/referrals' ? [...CASES, ...REFERRAL_CASES] : CASES;
    for (const c of cases) {
      it(`${route.method} ${route.url}: ${c.name}`, async () => {
        const res = await server.app.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': c.type, ...(route.auth ? member.headers : {}) },
          payload: c.body,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(c.status).toContain(res.statusCode);
        expect(typeof res.json().message).toBe('string');
      });
    }
  }

  it('a profile image over 5 MB is refused with a message', async () => {
    const boundary = 'x-boundary';
    const image = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect([413, 422]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });

  it('reads with a JSON content type and no body, as the app sends them, still answer', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: { ...member.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });
});
