// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, TINY_PNG, login, multipart, startServer } from './helpers';

let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const patchProfile = (form: ReturnType<typeof multipart>) =>
  server.app.inject({
    method: 'PATCH',
    url: '/api/v1/profile',
    headers: { ...member.headers, ...form.headers, host: 'portal.test:4173' },
    payload: form.payload,
  });

describe('PATCH /profile', () => {
  it('updates fields and stores an uploaded image served at an absolute URL', async () => {
    const res = await patchProfile(
      multipart([
        { name: 'user[fullname]', value: 'Rahul K. Sharma' },
        { name: 'user[address]', value: 'Ring Road, Surat' },
        { name: 'user[years_of_experience]', value: '10' },
        {
          name: 'user[profile_image]',
          value: TINY_PNG,
          filename: 'me.png',
          contentType: 'image/png',
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { message, user } = res.json();
    expect(message).toBe('Profile updated successfully!');
    expect(user).toMatchObject({
      fullname: 'Rahul K. Sharma',
      years_of_experience: 10,
      address: 'Ring Road, Surat',
    });
    expect(user.profile_image_url).toMatch(/^http:\/\/portal\.test:4173\/uploads\/[0-9a-f]{32}$/);

    const image = await server.app.inject({
      method: 'GET',
      url: new URL(user.profile_image_url).pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('rejects a file that is not an image with 422', async () => {
    const res = await patchProfile(
      multipart([
        {
          name: 'user[profile_image]',
          value: '<svg onload="alert(1)"/>',
          filename: 'x.png',
          contentType: 'image/png',
        },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_image).toBeDefined();
  });

  it('rejects an image over 5 MB with 422', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await patchProfile(
      multipart([
        { name: 'user[profile_image]', value: big, filename: 'big.png', contentType: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(422);
  });

  it('rejects a negative years of experience', async () => {
    const res = await patchProfile(multipart([{ name: 'user[years_of_experience]', value: '-2' }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.years_of_experience).toBeDefined();
  });

  it('answers 404 JSON for an unknown upload', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/uploads/0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(404);
  });
});
