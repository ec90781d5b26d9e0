import { expect, test } from '@playwright/test';
import { uniqueTopic } from './api-helpers';
import { DEMO_ADMIN } from './helpers';
import {
  expectAnnounced,
  expectFocusRing,
  expectHeadingsInOrder,
  logInByKeyboard,
  tabTo,
} from './keyboard-helpers';

// The picker's wall clock is IST (docs/behaviour.md#rules-for-input); so is this browser's, to name the day.
test.use({ timezoneId: 'Asia/Kolkata' });

// Admins work on a desktop (playwright.config.ts): this file runs in the desktop project only.
// Every step is a key press or typing into the control that Tab reached.

test('an admin creates a session with the keyboard alone, date and time picker included', async ({
  page,
}) => {
  await logInByKeyboard(page, DEMO_ADMIN);
  await expect(
    page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
  ).toBeVisible();
  await expectHeadingsInOrder(page);

  const opener = page.getByRole('button', { name: 'Create Session' });
  await tabTo(page, opener);
  await expectFocusRing(opener);
  const dialog = page.getByRole('dialog', { name: 'Create Session' });

  // Escape, then the Close button: each closes the form and focus is back on Create Session.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expectFocusRing(dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const topic = uniqueTopic('Keyboard session');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectHeadingsInOrder(page);
  await page.keyboard.press('Tab');
  await expectFocusRing(dialog.getByLabel(/^Instructor/));
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Topic/)).toBeFocused();
  await page.keyboard.type(topic);
  await page.keyboard.press('Tab');
  await expectFocusRing(dialog.getByRole('combobox', { name: /^Mode/ }));
  await expect(dialog.getByRole('combobox', { name: /^Mode/ })).toHaveValue('Online');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Meeting Link/)).toBeFocused();
  await page.keyboard.type('https://meet.example.com/keyboard');

  // The picker: Enter opens it, Tab reaches 'Next month', Enter turns the page, Tab and arrows
  // reach the 1st, Enter picks it and moves on to the hours; two digits each fill the hours and
  // the minutes, a letter picks AM; Tab reaches the check button.
  const picker = dialog.getByRole('button', { name: /^Date & Time/ });
  await page.keyboard.press('Tab');
  await expectFocusRing(picker);
  await page.keyboard.press('Enter');
  const next = page.getByRole('button', { name: 'Next month' });
  await tabTo(page, next, { max: 3 });
  await expectFocusRing(next);
  await page.keyboard.press('Enter');
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const firstName = first.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const day = page.getByRole('button', { name: firstName, exact: true });
  // Tab enters the days at the first one open, in the first row of the page like the 1st (the
  // row may begin with the previous month's last days); the arrow keys go on from there.
  await page.keyboard.press('Tab');
  for (let step = 0; step < 7; step += 1) {
    if (await day.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expectFocusRing(day);
  await page.keyboard.press('Enter');
  const hours = page.getByRole('spinbutton', { name: 'Hours' });
  await expectFocusRing(hours);
  await page.keyboard.type('10');
  await expect(page.getByRole('spinbutton', { name: 'Minutes' })).toBeFocused();
  await page.keyboard.type('30');
  await expect(page.getByLabel('AM or PM')).toBeFocused();
  await page.keyboard.type('a');
  const confirm = page.getByRole('button', { name: 'Confirm date and time' });
  await tabTo(page, confirm, { max: 2 });
  await expectFocusRing(confirm);
  await page.keyboard.press('Enter');
  // Focus is back on the field, still inside the form, not on the page behind it.
  await expect(picker).toBeFocused();
  const dd = String(first.getDate()).padStart(2, '0');
  const mm = String(first.getMonth() + 1).padStart(2, '0');
  await expect(picker).toHaveText(`${dd}/${mm}/${first.getFullYear()} 10:30 AM`);

  const submit = dialog.getByRole('button', { name: 'Create Session' });
  await tabTo(page, submit, { max: 3 });
  await expectFocusRing(submit);
  const created = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/online_sessions') && req.method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await created).postDataJSON()).toMatchObject({
    online_session: { topic, instructor: 'Asha Rao', mode: 'online' },
  });
  await expectAnnounced(page, 'Session created successfully!');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // It is listed, at 10:30 AM IST on the 1st.
  const viewAll = page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' });
  await tabTo(page, viewAll);
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('dialog', { name: 'All Online Sessions' })
    .getByRole('article', { name: topic });
  await expect(row).toContainText('10:30:00 AM');
  await page.keyboard.press('Escape');
  await expect(viewAll).toBeFocused();

  // The attendance screen and its Check modal, headings in order, focus back on Check.
  const checkAttendance = page.getByRole('button', { name: 'Check Attendance' });
  await tabTo(page, checkAttendance, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/attendance$/);
  const search = page.getByRole('searchbox', { name: 'Search for a user...' });
  await tabTo(page, search);
  await page.keyboard.type('rahul');
  const check = page.getByRole('button', { name: 'Check: Rahul Sharma' });
  await tabTo(page, check, { max: 5 });
  await expectHeadingsInOrder(page);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Attendance Details - Rahul Sharma' });
  await expect(details.getByRole('region', { name: 'Meeting Statistics' })).toBeVisible();
  await expectHeadingsInOrder(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(check).toBeFocused();
});
