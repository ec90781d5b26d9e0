// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MultipartField, TestServer } from './helpers';
import { BOOT_TIMEOUT, TINY_PNG, login, multipart, startServer } from './helpers';

/**
 * PATCH /profile is the one multipart write. Its body is read by the route, not parsed into
 * request.body, so a fingerprint of request.body alone saw every form as the same one.
 */
let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const patchProfile = (key: string, fields: MultipartField[]) => {
  const form = multipart(fields);
  return server.app.inject({
    method: 'PATCH',
    url: '/api/v1/profile',
    headers: { ...member.headers, ...form.headers, 'idempotency-key': key },
    payload: form.payload,
  });
};

const fullname = (value: string): MultipartField => ({ name: 'user[fullname]', value });
const image = (bytes: Buffer): MultipartField => ({
  name: 'user[profile_image]',
  value: bytes,
  filename: 'me.png',
  contentType: 'image/png',
});
/** The tiny PNG with one more byte at the end: still a PNG, a different file of another size. */
const OTHER_PNG = Buffer.concat([TINY_PNG, Buffer.from([0])]);
/** The same size as TINY_PNG, its last byte changed: only the bytes' hash tells them apart. */
const SAME_SIZE_PNG = Buffer.concat([
  TINY_PNG.subarray(0, -1),
  Buffer.from([(TINY_PNG.at(-1) ?? 0) ^ 0xff]),
]);

describe('Idempotency-Key on a multipart PATCH /profile', () => {
  it('refuses the key reused for other fields with 422, and keeps the first change', async () => {
    const first = await patchProfile('form-key-1', [fullname('First')]);
    expect(first.statusCode).toBe(200);
    const other = await patchProfile('form-key-1', [fullname('Second')]);
    expect(other.statusCode).toBe(422);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().message).toMatch(/different request body/);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'member@example.com', password: 'demo1234' },
    });
    expect(signIn.json().user.fullname).toBe('First');
  });

  it('replays the same form, file included, without running the route again', async () => {
    const fields = [fullname('With photo'), image(TINY_PNG)];
    const first = await patchProfile('form-key-2', fields);
    expect(first.statusCode).toBe(200);
    const again = await patchProfile('form-key-2', fields);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The same upload id: the replay stored no second image.
    expect(again.body).toBe(first.body);
  });

  it('tells files apart by size and by their bytes', async () => {
    expect((await patchProfile('form-key-3', [image(TINY_PNG)])).statusCode).toBe(200);
    expect((await patchProfile('form-key-3', [image(OTHER_PNG)])).statusCode).toBe(422);
    expect((await patchProfile('form-key-3', [image(SAME_SIZE_PNG)])).statusCode).toBe(422);
    const same = await patchProfile('form-key-3', [image(TINY_PNG)]);
    expect(same.headers['idempotent-replayed']).toBe('true');
  });

  it('still reads the form as before when no key is sent', async () => {
    const form = multipart([fullname('No key'), image(TINY_PNG)]);
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.fullname).toBe('No key');
  });
});
