import { expect, test } from '@playwright/test';
import {
  createReferralViaApi,
  createSessionViaApi,
  signInViaApi,
  uniqueTopic,
} from './api-helpers';
import { DEMO_MEMBER } from './helpers';
import {
  expectAnnounced,
  expectFocusRing,
  expectHeadingsInOrder,
  logInByKeyboard,
  tabTo,
} from './keyboard-helpers';

// Every step here is a key press: Tab, Shift+Tab, Enter, Space, arrows, Escape, or typing into
// the control that Tab reached. No clicks, taps or fills.

test(
  'the visitor screens have their headings in order',
  {
    annotation: [
      { type: 'spec', description: '/login | Login | no' },
      { type: 'spec', description: '/users/sign_up | Registration | no' },
      { type: 'spec', description: '/forgot-password | Request a reset | no' },
      { type: 'spec', description: '/reset-password | Reset with one-time code' },
      {
        type: 'spec',
        description: 'Registration, login and the password screens are open to visitors',
      },
    ],
  },
  async ({ page }) => {
    for (const path of ['/login', '/users/sign_up', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHeadingsInOrder(page);
    }
  },
);

test('a member logs in, accepts a session and joins another with the keyboard alone', async ({
  page,
  context,
  request,
}) => {
  const acceptTopic = uniqueTopic('Keyboard accept');
  const joinTopic = uniqueTopic('Keyboard join');
  await createSessionViaApi(request, { topic: acceptTopic, minutesFromNow: 2 * 24 * 60 });
  await createSessionViaApi(request, { topic: joinTopic, minutesFromNow: 1 });
  // The meeting service is outside this machine: answer it here.
  await context.route('https://meet.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title>' }),
  );

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByLabel(/^Email/));
  await page.keyboard.type(DEMO_MEMBER.email);
  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_MEMBER.password);
  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByRole('button', { name: 'Show password' }));
  await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }), { max: 3 });
  await expectFocusRing(page.getByRole('checkbox', { name: 'Remember me' }));
  await tabTo(page, page.getByRole('button', { name: 'Log in' }), { max: 4 });
  await expectFocusRing(page.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const onlineCard = page.getByRole('region', { name: 'Online Session' });
  await expect(onlineCard.getByRole('article')).toBeVisible();
  await expectHeadingsInOrder(page);

  // Accept, in the list of all online sessions.
  const viewAll = onlineCard.getByRole('button', { name: 'View All Sessions' });
  await tabTo(page, viewAll);
  await expectFocusRing(viewAll);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'All Online Sessions' });
  await expect(dialog).toBeVisible();
  await expectHeadingsInOrder(page);
  const toAccept = dialog.getByRole('article', { name: acceptTopic });
  const accept = toAccept.getByRole('button', { name: `Accept: ${acceptTopic}` });
  await tabTo(page, accept, { max: 80 });
  await expectFocusRing(accept);
  await page.keyboard.press('Space');
  await expect(toAccept.getByRole('button', { name: 'Accepted' })).toBeDisabled();
  await expectAnnounced(page, 'Invitation sent successfully! Check your email for the join link.');

  // Join, in the same list: its window opened a minute before the start.
  const join = dialog
    .getByRole('article', { name: joinTopic })
    .getByRole('button', { name: `Join Session: ${joinTopic}` });
  await expect(join).toBeEnabled();
  // It starts first of the two, so it sits above Accept in the list.
  await tabTo(page, join, { back: true, max: 80 });
  const attendance = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/online_session_attendances') && req.method() === 'POST',
  );
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  expect((await attendance).postDataJSON()).toEqual({ online_session_id: expect.any(Number) });
  const meetingTab = await popup;
  expect(meetingTab.url()).toContain('meet.example.com/e2e');
  await meetingTab.close();

  // Escape closes the list and hands focus back to the button that opened it.
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewAll).toBeFocused();

  // So does its Close button, which is where focus starts when the list opens.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expectFocusRing(close);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(viewAll).toBeFocused();
});

test('a member refers a member and changes a received referral’s status with the keyboard alone', async ({
  page,
  request,
}) => {
  // A referral to this member from Kavita, newest of the Received tab.
  const received = uniqueTopic('Keyboard received');
  await createReferralViaApi(request, {
    from: await signInViaApi(request, { email: 'kavita.iyer@example.com', password: 'demo1234' }),
    to: await signInViaApi(request, DEMO_MEMBER),
    description: received,
  });
  const given = uniqueTopic('Keyboard referral');

  await logInByKeyboard(page, DEMO_MEMBER);
  await tabTo(page, page.getByRole('button', { name: 'Create Referral' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(page.getByRole('tab', { name: 'Create' })).toHaveAttribute('aria-selected', 'true');
  await expectHeadingsInOrder(page);

  const search = page.getByRole('searchbox', { name: 'Search for a user...' });
  await tabTo(page, search);
  await expectFocusRing(search);
  await page.keyboard.type('priya');
  const refer = page.getByRole('button', { name: 'Refer Priya Nair' });
  await expect(page.getByRole('button', { name: /^Refer / })).toHaveCount(1);
  await tabTo(page, refer, { max: 5 });
  await expectFocusRing(refer);

  // Escape closes the modal and focus is back on Refer.
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Refer Priya Nair' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Description')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(refer).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await expectHeadingsInOrder(page);
  await expectFocusRing(modal.getByLabel('Description'));
  await page.keyboard.type(given);
  await page.keyboard.press('Tab');
  await expectFocusRing(modal.getByRole('combobox', { name: 'Status' }));
  await tabTo(page, modal.getByRole('button', { name: 'Submit Referral' }), { max: 3 });
  const created = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/referrals') && req.method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await created).postDataJSON()).toEqual({
    referral: { referred_to_id: expect.any(Number), description: given, status: 'pending' },
  });
  await expectAnnounced(page, 'Referral created successfully!');
  await expect(modal).toBeHidden();
  await expect(refer).toBeFocused();

  // The tabs: back to the selected one, then the arrow keys move to Received.
  const createTab = page.getByRole('tab', { name: 'Create' });
  await tabTo(page, createTab, { back: true, max: 5 });
  await expectFocusRing(createTab);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const receivedTab = page.getByRole('tab', { name: 'Received' });
  await expect(receivedTab).toBeFocused();
  await expect(receivedTab).toHaveAttribute('aria-selected', 'true');

  const row = page
    .getByRole('article', { name: 'Referral from Kavita Iyer' })
    .filter({ hasText: received });
  const status = row.getByRole('combobox', { name: 'Status of the referral from Kavita Iyer' });
  await tabTo(page, status, { max: 5 });
  await expectFocusRing(status);
  await expect(status).toHaveValue('Pending');
  const updated = page.waitForRequest(
    (req) => /\/api\/v1\/referrals\/\d+$/.test(req.url()) && req.method() === 'PUT',
  );
  // Arrow down opens the options; Done is the third.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Mantine points the keyboard at the current option in a task after opening; arrows pressed
  // before that task runs are undone by it. Wait for that task, then walk.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect((await updated).postDataJSON()).toEqual({ status: 'done' });
  await expect(status).toHaveValue('Done');
  await expect(status).toBeFocused();

  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
  await expectHeadingsInOrder(page);
});
