import { expect, test, type Page } from '@playwright/test';
import { uniqueTopic } from './api-helpers';
import { DEMO_ADMIN, logIn } from './helpers';

// The picker's wall clock is IST (docs/behaviour.md#rules-for-input); so is this browser's, to pick a day by name.
test.use({ timezoneId: 'Asia/Kolkata' });

/** Picks tomorrow at 10:30 AM in the open modal's date and time picker. */
async function pickTomorrowMorning(page: Page, label: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const name = tomorrow.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const day = page.getByRole('button', { name, exact: true });
  // The calendar must be open before "is tomorrow shown?" means anything.
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  await expect(nextMonth).toBeVisible();
  if (!(await day.isVisible())) await nextMonth.click();
  await day.click();
  await page.getByLabel('Hours').fill('10');
  await page.getByLabel('Minutes').fill('30');
  await page.getByLabel('AM or PM').selectOption('AM');
  await page.keyboard.press('Enter');
}

async function createSession(page: Page, mode: 'Online' | 'Offline', topic: string) {
  await page.getByRole('button', { name: 'Create Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  await dialog.getByLabel(/^Instructor/).fill('Asha Rao');
  await dialog.getByLabel(/^Topic/).fill(topic);
  if (mode === 'Offline') {
    await dialog.getByRole('combobox', { name: /^Mode/ }).click();
    await page.getByRole('option', { name: 'Offline' }).click();
    await dialog.getByLabel(/^Venue/).fill('Hall C, Pune');
  } else {
    await dialog.getByLabel(/^Meeting Link/).fill('https://meet.example.com/new');
  }
  await pickTomorrowMorning(page, 'Date & Time');
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('Session created successfully!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test(
  'an admin creates an online session, an offline session and a meeting, and sees them listed',
  {
    annotation: [
      { type: 'spec', description: "Submit 'Create Session'" },
      { type: 'spec', description: "Submit 'Create Meeting'." },
      {
        type: 'spec',
        description: "'Session created successfully!', 'Meeting created successfully!'",
      },
      {
        type: 'spec',
        description: 'Offline Session card: same, modal lists upcoming offline sessions.',
      },
      {
        type: 'spec',
        description: "Next Meeting card: shows one meeting and a 'View All Meetings' modal.",
      },
      {
        type: 'spec',
        description: 'Date and time entered are treated as India Standard Time (UTC+5:30)',
      },
    ],
  },
  async ({ page }) => {
    await logIn(page, DEMO_ADMIN);
    const online = uniqueTopic('Online by admin');
    const offline = uniqueTopic('Offline by admin');
    await createSession(page, 'Online', online);
    await createSession(page, 'Offline', offline);

    await page.getByRole('button', { name: 'Create Meeting' }).click();
    const meetingDialog = page.getByRole('dialog', { name: 'Create Meeting' });
    const title = uniqueTopic('Meeting by admin');
    await meetingDialog.getByLabel(/^Meeting Title/).fill(title);
    await meetingDialog.getByLabel(/^Meeting Link/).fill('https://meet.example.com/m');
    await pickTomorrowMorning(page, 'Scheduled Date & Time');
    await meetingDialog.getByLabel(/^Description/).fill('Agenda: referrals');
    await meetingDialog.getByRole('button', { name: 'Create Meeting' }).click();
    await expect(page.getByText('Meeting created successfully!')).toBeVisible();

    for (const [card, button, name] of [
      ['Online Session', 'View All Sessions', online],
      ['Offline Session', 'View All Sessions', offline],
      ['Next Meeting', 'View All Meetings', title],
    ] as const) {
      await page.getByRole('region', { name: card }).getByRole('button', { name: button }).click();
      const item = page.getByRole('dialog').getByRole('article', { name });
      await expect(item).toContainText('10:30:00 AM');
      await page.keyboard.press('Escape');
    }
  },
);
