import { expect, test, type Page, type Request } from '@playwright/test';
import { uniqueTopic } from './api-helpers';
import { axeFindings } from './axe-helpers';
import { DEMO_MEMBER, logIn, waitForServiceWorker } from './helpers';

// The members directory (docs/behaviour.md#members) and the app's navigation, on a phone.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The POST /referrals the page sends. */
function recordReferralPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/referrals')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

/** Waits until the directory's list is in the member's saved snapshot (saves are throttled). */
async function waitForSavedDirectory(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('member-portal-cache');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('clients')) return resolve(false);
                const all = db.transaction('clients').objectStore('clients').getAll();
                all.onsuccess = () => resolve(/users\\*"\]/.test(JSON.stringify(all.result)));
                all.onerror = () => resolve(false);
              };
            }),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function findByService(page: Page, word: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search members' }).fill(word);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  return card;
}

test('a member finds another by a word of what they offer and refers them in two taps', async ({
  page,
}) => {
  const description = uniqueTopic('Directory referral');
  await logIn(page, DEMO_MEMBER);
  await mainNav(page).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Members' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // "customs" is a word of João Pereira's service offered, and of no one else's fields.
  const card = await findByService(page, 'CUSTOMS', 'João Pereira');
  const posts = recordReferralPosts(page);

  await card.getByRole('button', { name: 'Refer João Pereira' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer João Pereira' });
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referral created successfully!')).toBeVisible();
  expect(posts).toHaveLength(1);

  await page.goto('/referrals');
  await page.getByRole('tab', { name: 'Sent' }).click();
  // By its text, not its place: tests running beside this one may send as Rahul too.
  const sent = page.getByRole('article').filter({ hasText: description });
  await expect(sent).toContainText('Referred to: João Pereira');
});

test('offline, the directory shows the saved list and a referral waits, then goes once', async ({
  page,
  context,
}) => {
  const description = uniqueTopic('Offline directory referral');
  await logIn(page, DEMO_MEMBER);
  await waitForServiceWorker(page);
  await page.goto('/members');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForSavedDirectory(page);
  const posts = recordReferralPosts(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You are offline\. Showing your last saved data\./)).toBeVisible();
  // Accents are ignored: "pereira" and "joao" find João Pereira.
  const card = await findByService(page, 'warehousing joao', 'João Pereira');
  await card.getByRole('button', { name: 'Refer João Pereira' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer João Pereira' });
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '1 change waiting' })).toBeVisible();
  expect(posts).toEqual([]);

  await mainNav(page).getByRole('link', { name: 'Referrals' }).click();
  await page.getByRole('tab', { name: 'Sent' }).click();
  const sent = page.getByRole('article').filter({ hasText: description });
  await expect(sent).toContainText('Waiting for network');

  await context.setOffline(false);
  await expect(sent).not.toContainText('Waiting for network', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ referral: { description } });
});

test(
  'the tab bar takes a member from the dashboard to Received referrals in one tap, by keyboard too',
  {
    annotation: {
      type: 'spec',
      description: 'The active tab is remembered between visits; default is Create.',
    },
  },
  async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Referrals',
      'Members',
      'Profile',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Referrals' }).click();
    await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Referrals' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // By keyboard: from the Referrals link, Tab reaches Members; Enter opens it.
    await nav.getByRole('link', { name: 'Referrals' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Members' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/members$/);
    // The tab bar never covers the end of the page: scrolled to the bottom, the page ends above it.
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await nav.boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(bar!.y + bar!.height).toBeCloseTo(844, 0);
    expect(main!.y + main!.height).toBeLessThanOrEqual(bar!.y + 1);
  },
);

for (const scheme of ['light', 'dark'] as const) {
  test(`the directory and the navigation have no axe violations (${scheme}, phone and desktop)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await logIn(page, DEMO_MEMBER);
    await page.goto('/members');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const found: string[] = [];
    const scan = async (where: string) => found.push(...(await axeFindings(page, where)));
    await scan('phone /members');
    await page.getByRole('radiogroup', { name: 'Industry' }).getByText('IT Services').click();
    await expect(page.getByRole('radio', { name: 'IT Services' })).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(3);
    await scan('phone /members filtered');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(mainNav(page).getByText('Member Portal')).toBeVisible();
    await scan('desktop /members');
    expect(found).toEqual([]);
  });
}
