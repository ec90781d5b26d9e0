import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createSessionViaApi, tokenFor, uniqueTopic } from './api-helpers';
import { DEMO_ADMIN, DEMO_MEMBER, logIn } from './helpers';

const account = (email: string) => ({ email, password: 'demo1234' });
const PRIYA = account('priya.nair@example.com'); // referral recipient
const ARJUN = account('arjun.reddy@example.com'); // profile edits
const NEHA = account('neha.gupta@example.com'); // joins a session

type Account = { email: string; password: string };

/** `pageAs(who)`: a page logged in as `who` in a second browser context, closed after the test. */
const test = base.extend<{ pageAs: (who: Account) => Promise<Page> }>({
  pageAs: async ({ browser }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
    await provide(async (who) => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
      contexts.push(context);
      const page = await context.newPage();
      await logIn(page, who);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

async function openReferralsTab(page: Page, tab: 'Create' | 'Sent' | 'Received') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Loading referrals...')).toHaveCount(0);
}

test(
  'a referral reaches its recipient live, and her status change reaches the sender live',
  {
    annotation: [
      { type: 'spec', description: 'Create Referral (to /referrals, everyone)' },
      { type: 'spec', description: "Refer opens a modal 'Refer {user}'" },
      { type: 'spec', description: "'Referral created successfully!'" },
      { type: 'spec', description: 'Data refreshes silently every 5 seconds.' },
      {
        type: 'spec',
        description: 'a status dropdown (Pending, In Progress, Done) the recipient can change',
      },
    ],
  },
  async ({ page, pageAs }) => {
    const description = uniqueTopic('E2E referral');
    // B (Priya) is already watching her Received tab before A submits.
    const priya = await pageAs(PRIYA);
    await priya.goto('/referrals');
    await openReferralsTab(priya, 'Received');

    await logIn(page, DEMO_MEMBER);
    await page.getByRole('button', { name: 'Create Referral' }).click();
    await expect(page).toHaveURL(/\/referrals$/);
    await page.getByRole('searchbox', { name: 'Search for a user...' }).fill('priya');
    await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
    const modal = page.getByRole('dialog', { name: 'Refer Priya Nair' });
    await modal.getByLabel('Description').fill(description);
    await modal.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText('Referral created successfully!')).toBeVisible();
    await expect(modal).toBeHidden();

    await openReferralsTab(page, 'Sent');
    // By its text, not its place: tests running beside this one may send as Rahul too.
    const sent = page
      .getByRole('region', { name: 'Sent referrals' })
      .getByRole('article')
      .filter({ hasText: description });
    await expect(sent).toContainText('Referred to: Priya Nair');
    await expect(sent).toContainText('Pending');

    // Priya never reloads: the 5-second refresh brings it in.
    const received = priya
      .getByRole('article', { name: 'Referral from Rahul Sharma' })
      .filter({ hasText: description });
    await expect(received).toBeVisible({ timeout: 7_000 });
    await received.getByLabel(/^Status of the referral from/).click();
    await priya.getByRole('option', { name: 'Done' }).click();
    await expect(received.getByLabel(/^Status of the referral from/)).toHaveValue('Done');

    // Rahul never reloads either.
    await expect(sent).toContainText('Done', { timeout: 7_000 });
  },
);

// A valid 1x1 PNG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test(
  'a profile edit with an image shows the new name and avatar on the dashboard',
  {
    annotation: [
      { type: 'spec', description: 'an Edit button (to /profile)' },
      {
        type: 'spec',
        description:
          "Success message 'Profile updated successfully!', then navigation to /dashboard.",
      },
      { type: 'spec', description: "The response's user (or data) is merged into the stored user" },
      { type: 'spec', description: 'Profile card: avatar (image' },
    ],
  },
  async ({ page }) => {
    const name = uniqueTopic('Arjun Reddy');
    await logIn(page, ARJUN);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByLabel('Full Name').fill(name);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(
      page.getByRole('img', { name: 'Preview of the chosen profile image' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const card = page.locator('.mantine-Paper-root', {
      has: page.getByRole('button', { name: 'Edit' }),
    });
    await expect(card.getByText(name, { exact: true })).toBeVisible();
    const avatar = card.locator('img');
    await expect(avatar).toHaveAttribute('src', /^https?:\/\/[^/]+\/uploads\/[0-9a-f]{32}$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  },
);

/** Neha's online-session Present count, as the admin reads it from the API. */
async function nehaPresent(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await tokenFor(request)}` };
  const users = (await (
    await request.get('/api/v1/users/admin_all_users', { headers })
  ).json()) as Array<{ id: number; email: string }>;
  const neha = users.find((u) => u.email === NEHA.email)!;
  const answer = await request.get(`/api/v1/online_session_attendances?user_id=${neha.id}`, {
    headers,
  });
  return ((await answer.json()) as { present_count: number }).present_count;
}

test(
  'an admin checks a member’s attendance after she joined a session',
  {
    annotation: [
      { type: 'spec', description: 'Check Attendance (admin only, to /attendance)' },
      {
        type: 'spec',
        description:
          "Check opens a modal 'Attendance Details - {user}' with 'Online Session Statistics'",
      },
      {
        type: 'spec',
        description:
          'GET /online_session_attendances?user_id={id} | none, bearer header | Attendance for one user',
      },
    ],
  },
  async ({ page, pageAs, request }) => {
    const topic = uniqueTopic('Attend me');
    await createSessionViaApi(request, { topic, minutesFromNow: 1 });
    const before = await nehaPresent(request);

    await page
      .context()
      .route('https://meet.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title>' }),
      );
    await logIn(page, NEHA);
    await page
      .getByRole('region', { name: 'Online Session' })
      .getByRole('button', { name: 'View All Sessions' })
      .click();
    const row = page.getByRole('dialog').getByRole('article', { name: topic });
    const recorded = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v1/online_session_attendances') && r.request().method() === 'POST',
    );
    const popup = page.context().waitForEvent('page');
    await row.getByRole('button', { name: `Join Session: ${topic}` }).click();
    expect((await recorded).ok()).toBe(true);
    await (await popup).close();

    const admin = await pageAs(DEMO_ADMIN);
    await admin.getByRole('button', { name: 'Check Attendance' }).click();
    await expect(admin).toHaveURL(/\/attendance$/);
    await admin.getByRole('searchbox', { name: 'Search for a user...' }).fill('neha.gupta');
    await expect(admin.getByRole('heading', { name: 'All Users (1)' })).toBeVisible();
    await admin.getByRole('button', { name: 'Check: Neha Gupta' }).click();
    const modal = admin.getByRole('dialog', { name: 'Attendance Details - Neha Gupta' });
    const online = modal.getByRole('region', { name: 'Online Session Statistics' });
    await expect(online.locator('dt:text-is("Present") + dd')).toHaveText(String(before + 1));
  },
);

test(
  'a member who opens /attendance sees the server’s refusal, not a blank screen',
  {
    annotation: {
      type: 'spec',
      description: 'The /attendance route is not guarded by role on the client.',
    },
  },
  async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    await page.goto('/attendance');
    await expect(page.getByRole('heading', { name: 'Attendance Dashboard' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Forbidden: admins only');
  },
);
