import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, logIn } from './helpers';

// The Content-Security-Policy (scripts/content-security-policy.ts) must refuse nothing the app
// itself does: every screen and modal is walked, and every violation the browser reports fails
// the test. The last tests prove the policy is enforced, so that "none reported" means something.

/** Every violation the pages report, across navigations: the events and the console's words. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => found.push(text));
  // Runs before the page's own HTML is parsed, so even a refusal in the markup is seen.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

async function expectPolicyMeta(page: Page) {
  const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
  // The app's own files, and the one inline script (the colour scheme before the first paint)
  // by its hash: no 'unsafe-inline'.
  await expect(meta).toHaveAttribute('content', /(^|; )script-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
}

/** Lets late requests (images, lazy styles) land, so their refusals would be reported too. */
async function expectNoViolations(page: Page, found: string[]) {
  await page.waitForLoadState('networkidle');
  expect(found).toEqual([]);
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor opens every open screen without a violation', async ({ page }) => {
  const found = await watchViolations(page);
  for (const [path, heading] of [
    ['/login', 'Log in'],
    ['/users/sign_up', 'Register New Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
  ] as const) {
    const response = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectPolicyMeta(page);
    // The first page comes from the demo API itself; later ones may come from the worker.
    if (path === '/login') {
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    await expectNoViolations(page, found);
  }
});

test('a member walks the dashboard, referrals and profile without a violation', async ({
  page,
}) => {
  const found = await watchViolations(page);
  await logIn(page, DEMO_MEMBER);
  await page.goto('/dashboard');
  await expectPolicyMeta(page);
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  await expect(page.getByRole('dialog').getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoViolations(page, found);

  await page.goto('/referrals');
  await expectPolicyMeta(page);
  await page.getByRole('tab', { name: 'Create' }).click();
  await page
    .getByRole('button', { name: /^Refer / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Refer / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const tab of ['Sent', 'Received']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
  await expectNoViolations(page, found);

  await page.goto('/profile');
  await expectPolicyMeta(page);
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
  // The preview of a picked image is a blob: URL, which img-src must allow.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const preview = page.getByRole('img', { name: 'Preview of the chosen profile image' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoViolations(page, found);
});

test('an admin opens the create modals and an attendance check without a violation', async ({
  page,
}) => {
  const found = await watchViolations(page);
  await logIn(page, DEMO_ADMIN);
  await page.goto('/dashboard');
  await expectPolicyMeta(page);
  for (const [button, picker] of [
    ['Create Session', 'Date & Time'],
    ['Create Meeting', 'Scheduled Date & Time'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await expect(dialog).toBeVisible();
    // The date picker is its own lazily loaded code and styles.
    await dialog.getByRole('button', { name: picker }).click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expectNoViolations(page, found);

  await page.goto('/attendance');
  await expectPolicyMeta(page);
  // Other tests add members; the list is virtual, so Rahul is found by name, not by scrolling.
  await page.getByRole('searchbox', { name: 'Search for a user...' }).fill('rahul');
  await page.getByRole('button', { name: 'Check: Rahul Sharma' }).click();
  const modal = page.getByRole('dialog', { name: 'Attendance Details - Rahul Sharma' });
  await expect(modal.getByRole('region', { name: 'Meeting Statistics' })).toBeVisible();
  await expectNoViolations(page, found);
});

test('the policy is enforced: inline script and eval are refused, and reported', async ({
  page,
}) => {
  const found = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    // Playwright's own evaluation may eval; a task the page runs later may not.
    const evalOutcome = new Promise<string>((resolve) =>
      setTimeout(() => {
        try {
          eval('1 + 1');
          resolve('ran');
        } catch (error) {
          resolve((error as Error).name);
        }
      }),
    );
    return { inlineRan: 'inlineRan' in window, evalOutcome: await evalOutcome };
  });
  expect(outcome).toEqual({ inlineRan: false, evalOutcome: 'EvalError' });
  await expect.poll(() => found.join('\n')).toMatch(/script-src-elem refused inline on \/login/);
  await expect.poll(() => found.join('\n')).toMatch(/script-src refused eval on \/login/);
});

test("no other site may frame the app (the header's frame-ancestors 'none')", async ({
  page,
  baseURL,
}) => {
  // Another origin on this machine. A real server: Chrome treats a page Playwright fulfils as
  // public, and refuses it any frame of 127.0.0.1 for that alone.
  const body = `<iframe id="icon" src="${baseURL}/icons/icon.svg"></iframe>
    <iframe id="app" src="${baseURL}/login"></iframe>`;
  const framer = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(body);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/login'),
    );
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    await expect.poll(() => messages.join('\n')).toMatch(/violates .*"frame-ancestors 'none'"/);
    // The control: a file sent without the policy does show in a frame of that origin.
    await expect(page.frameLocator('#icon').locator('svg')).toBeVisible();
  } finally {
    framer.close();
  }
});
