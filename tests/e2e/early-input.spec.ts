import { expect, test } from '@playwright/test';
import { registerMember } from './api-helpers';
import { DEMO_MEMBER, holdBackTheCode } from './helpers';

/**
 * A member who types (or even taps the button) on a prerendered visitor screen before the app's
 * code has arrived loses nothing, whether the app then hydrates the page or replaces it (a query
 * string, a remembered email).
 */

// A first visit has no service worker yet: the server answers with the prerendered pages.
test.use({ serviceWorkers: 'block' });

const screens = [
  { path: '/login', fields: [[/^Email/, 'typed@example.com']] },
  {
    path: '/users/sign_up',
    fields: [
      [/^Full Name/, 'Asha Rao'],
      [/^Company Name/, 'Rao Exports'],
    ],
  },
  {
    path: '/reset-password',
    fields: [
      [/^OTP/, '123456'],
      [/^New Password/, 'n3w-secret'],
    ],
  },
] as const;

for (const { path, fields } of screens) {
  for (const query of ['', '?email=asha%40example.com&utm_source=mail']) {
    test(`${path}${query ? ' with a query string' : ''}: what was typed before the code arrived is in the live form`, async ({
      page,
    }) => {
      const release = await holdBackTheCode(page);
      await page.goto(`${path}${query}`, { waitUntil: 'commit' });
      for (const [label, value] of fields) await page.getByLabel(label).fill(value);
      release();
      // Live: the app's own state has it (a hydrated or a replaced page alike).
      await expect(page.locator('html[data-app-live]')).toHaveCount(1);
      for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
      if (path === '/reset-password' && query) {
        await expect(page.getByLabel(/^Email/)).toHaveValue('asha@example.com');
      }
    });
  }
}

test('a reset link from the email: the code typed before the app arrived is the one sent', async ({
  page,
  request,
}) => {
  const { email } = await registerMember(request, 'Early Typist');
  await request.post('/api/v1/password/forgot', { data: { email } });
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const otp = ((await outbox.json()) as { data: Array<{ code?: string }> }).data[0]?.code ?? '';

  const release = await holdBackTheCode(page);
  await page.goto(`/reset-password?email=${encodeURIComponent(email)}`, { waitUntil: 'commit' });
  await page.getByLabel(/^OTP/).fill(otp);
  await page.getByLabel(/^New Password/).fill('n3w-secret');
  await page.getByLabel(/^Confirm Password/).fill('n3w-secret');
  release();
  await expect(page.locator('html[data-app-live]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful. You can now login.')).toBeVisible();
});

test('Log in tapped before the code arrived is carried out once, with what was typed', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1/login')) logins.push(req.url());
  });
  // A remembered email makes the app replace the page rather than hydrate it.
  await page.addInitScript(() => localStorage.setItem('remembered_email', 'someone@example.com'));
  const release = await holdBackTheCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // No reload: the page held the tap; the typed text is still on screen.
  await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO_MEMBER.password);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(logins).toHaveLength(1);
});
