import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, holdBackTheCode, logIn } from './helpers';

/** Every console error and uncaught page error, as text. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// A first visit has no service worker yet: the server answers with the prerendered pages.
test.use({ serviceWorkers: 'block' });

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the visitor screens paint from their HTML, styled, with labelled fields',
    {
      annotation: [
        { type: 'spec', description: "Title 'Register New Account'" },
        { type: 'spec', description: "Title 'Log in'." },
        { type: 'spec', description: "Button 'Reset Password'" },
      ],
    },
    async ({ page }) => {
      for (const [path, heading, field] of [
        ['/login', 'Log in', /^Email/],
        ['/users/sign_up', 'Register New Account', /^Full Name/],
        ['/forgot-password', 'Forgot Password', /^Email/],
        ['/reset-password', 'Reset Password', /^OTP/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByLabel(field).first()).toBeVisible();
        await expect(page).toHaveTitle(`${heading} · Member Portal`);
        // The app's identity is part of the painted page, not added later by the code.
        await expect(page.getByText('Member Portal', { exact: true })).toBeVisible();
        // Mantine's styles are there: the card has its white background and rounded corners.
        const card = page.locator('main .mantine-Paper-root');
        await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
        await expect(card).not.toHaveCSS('border-radius', '0px');
      }
    },
  );

  test("the dashboard's header paints before its code arrives", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage your online sessions and upcoming meetings')).toBeVisible();
  });
});

test(
  'what a visitor types before the code arrives is kept, and signing in works',
  { annotation: { type: 'spec', description: 'on login the email is stored if ticked' } },
  async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdBackTheCode(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
    await page.getByLabel('Remember me').check();
    release();
    // Once the screen is live, the typed text and the ticked box are still there and count.
    await page.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
    await expect(page.getByLabel(/^Email/)).toHaveValue(DEMO_MEMBER.email);
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('remembered_email'))).toBe(
      DEMO_MEMBER.email,
    );
    expect(errors).toEqual([]);
  },
);

test(
  'the registration form hydrates without an error and checks what was typed before',
  {
    annotation: [
      {
        type: 'spec',
        description: "phone_number exactly 10 digits, else 'Phone number must be 10 digits'",
      },
      { type: 'spec', description: "Required, message 'This field is required'" },
    ],
  },
  async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdBackTheCode(page);

    await page.goto('/users/sign_up', { waitUntil: 'commit' });
    await page.getByLabel(/^Full Name/).fill('Asha Rao');
    await page.getByLabel(/^Phone Number/).fill('98765');
    release();
    // Only the live form's state judges the phone number: the typed text reached it.
    await expect(page.getByLabel(/^Phone Number/)).toHaveAccessibleDescription(
      'Phone number must be 10 digits',
    );
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Asha Rao');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^Full Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(errors).toEqual([]);
  },
);

test('a signed-in member opening /login is taken to the dashboard without a hydration error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'opening the dashboard signed in asks the server for each of its lists once',
  {
    annotation: {
      type: 'spec',
      description: 'Dashboard data loads all lists in parallel on entry',
    },
  },
  async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/v1/') && request.method() === 'GET') asked.push(pathname);
    });
    await page.reload();
    // My activity and the live alerts mount after the first paint and read the same lists.
    await expect(page.getByRole('region', { name: 'My activity' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const lists = [
      '/api/v1/online_sessions',
      '/api/v1/online_sessions/accepted_sessions',
      '/api/v1/user_meetings',
      '/api/v1/referrals',
      '/api/v1/referrals/received_referrals',
    ];
    for (const list of lists)
      expect(
        asked.filter((path) => path === list),
        list,
      ).toHaveLength(1);
  },
);
