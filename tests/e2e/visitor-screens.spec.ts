import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './helpers';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a visitor registers, logs in with the new account and logs out', async ({ page }) => {
  const email = `new.member.${unique()}@example.com`;
  await page.goto('/users/sign_up');
  await page.getByLabel(/^Full Name/).fill('Meera Joshi');
  await page.getByLabel(/^Phone Number/).fill('98765x43210');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('9876543210');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel(/^Confirm Password/).fill('secret123');
  await page.getByLabel(/^Company Name/).fill('Joshi Exports');
  await page.getByLabel(/^Industry/).fill('Textiles');
  await page.getByLabel(/^PAN/).fill('abcde1234f');
  await expect(page.getByLabel(/^PAN/)).toHaveValue('ABCDE1234F');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email, password: 'secret123' });
  await expect(page.getByText('Meera Joshi')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('registration with a taken email shows the server message under Email and keeps the form', async ({
  page,
}) => {
  await page.goto('/users/sign_up');
  await page.getByLabel(/^Full Name/).fill('Someone Else');
  await page.getByLabel(/^Phone Number/).fill('9876543210');
  await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel(/^Confirm Password/).fill('secret123');
  await page.getByLabel(/^Company Name/).fill('Else Ltd');
  await page.getByLabel(/^Industry/).fill('Retail');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Email has already been taken')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Someone Else');
  await expect(page).toHaveURL(/\/users\/sign_up$/);
});

test('a wrong password shows the server message beneath the password field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText('Invalid credentials. Please check your email and password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Password/)).toHaveValue('not-the-password');
});

test('forgot then reset with the emailed code, then log in with the new password', async ({
  page,
  request,
}) => {
  // A fresh account, so other tests keep the demo member's password.
  const email = `reset.${unique()}@example.com`;
  const created = await request.post('/api/v1/users', {
    data: {
      user: {
        email,
        password: 'first-pass',
        password_confirmation: 'first-pass',
        fullname: 'Reset Tester',
        name: 'Reset Tester',
        phone_number: '9123456780',
        company_name: 'Reset Co',
        industry: 'Services',
      },
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset instructions sent to your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await outbox.json()) as { data: Array<{ code?: string }> };
  const code = mails.data.find((mail) => mail.code)?.code;
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel(/^OTP/).fill(code!);
  await page.getByLabel(/^New Password/).fill('second-pass');
  await page.getByLabel(/^Confirm Password/).fill('second-typo');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();

  await page.getByLabel(/^Confirm Password/).fill('second-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful. You can now login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, { email, password: 'second-pass' });
});

test('a signed-in member who opens /login goes straight to the dashboard', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logging in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.type(DEMO_MEMBER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(DEMO_MEMBER.password);
  // The show/hide toggle is reachable and works from the keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
