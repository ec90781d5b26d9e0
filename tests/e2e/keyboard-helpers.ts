import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, failing after `max` presses: the
 * way someone without a mouse or touch screen reaches a control.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
  }
  const at = await page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${element.textContent?.slice(0, 40) ?? ''}`
      : 'nothing';
  });
  throw new Error(`${String(target)} not reached after ${max} presses of Tab (focus is on ${at})`);
}

/** Logs in from /login by keyboard only: Tab to each field, type, Tab to Log in, Enter. */
export async function logInByKeyboard(
  page: Page,
  { email, password }: { email: string; password: string },
) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Log in' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The focused control shows a focus indicator: a visible outline (not none, not zero width, not
 * transparent) or a box shadow, on the control itself or, for a field whose input sits inside a
 * bordered box (password, time), on that box.
 */
export async function expectFocusRing(control: Locator) {
  await expect(control).toBeFocused();
  const indicator = await control.evaluate((focused) => {
    const transparent = (colour: string) => colour === 'transparent' || /,\s*0\)$/.test(colour);
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
      ) {
        return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      }
      return style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    };
    const box = focused.closest('.mantine-Input-input');
    return ring(focused) ?? (box ? ring(box) : null);
  });
  expect(indicator, `focus indicator of ${String(control)}`).not.toBeNull();
}

/**
 * The visible headings of the page (and any open dialog) in document order, as 'h2 Title'. A
 * screen's outline must start at one h1 and never skip a level on the way down.
 */
export async function expectHeadingsInOrder(page: Page) {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const level = Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));
        return { level, text: (element.textContent ?? '').trim().slice(0, 60) };
      }),
  );
  const outline = headings.map(({ level, text }) => `h${level} ${text}`);
  const problems: string[] = [];
  if (headings[0]?.level !== 1) problems.push('the first heading is not an h1');
  if (headings.filter(({ level }) => level === 1).length !== 1) problems.push('not exactly one h1');
  headings.forEach(({ level }, index) => {
    const before = headings[index - 1];
    if (before && level > before.level + 1) problems.push(`${outline[index]} skips a level`);
  });
  expect(problems, outline.join(' / ')).toEqual([]);
}

/** A notification reaches screen readers: it sits in a live region (alert, status, aria-live). */
export async function expectAnnounced(page: Page, text: string) {
  const notice = page.getByText(text, { exact: true });
  await expect(notice).toBeVisible();
  const region = await notice.evaluate((element) => {
    const live = element.closest('[role="alert"], [role="status"], [aria-live]');
    if (!live || live.getAttribute('aria-live') === 'off') return null;
    return live.getAttribute('aria-live') ?? live.getAttribute('role');
  });
  expect(['alert', 'status', 'polite', 'assertive']).toContain(region);
}
