import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './helpers';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test(
  'a visitor registers, logs in with the new account and logs out',
  {
    annotation: [
      {
        type: 'spec',
        description: "Submit button 'Register' … On success the user goes to /login.",
      },
      {
        type: 'spec',
        description:
          'Registration: idle, submitting (button disabled), then redirect to /login on success',
      },
      { type: 'spec', description: 'input accepts digits only, up to 10.' },
      { type: 'spec', description: 'pan_number is shown upper-cased' },
    ],
  },
  async ({ page }) => {
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
  },
);

test(
  'registration with a taken email shows the server message under Email and keeps the form',
  {
    annotation: [
      {
        type: 'spec',
        description:
          "If the message contains 'email' in any letter case, it is shown under the email field",
      },
      { type: 'spec', description: 'or back to idle with an error.' },
    ],
  },
  async ({ page }) => {
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
  },
);

test(
  'a wrong password shows the server message beneath the password field',
  {
    annotation: [
      { type: 'spec', description: "The server 'message' is shown beneath the password field" },
      {
        type: 'spec',
        description: 'Login: idle, submitting, then redirect to /dashboard or an inline error.',
      },
    ],
  },
  async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(DEMO_MEMBER.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText('Invalid credentials. Please check your email and password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/^Password/)).toHaveValue('not-the-password');
  },
);

test(
  'forgot then reset with the emailed code, then log in with the new password',
  {
    annotation: [
      { type: 'spec', description: "a 'Forgot your password?' link to /forgot-password" },
      { type: 'spec', description: "button 'Send Reset Link'" },
      {
        type: 'spec',
        description:
          "POST /password/forgot | email | Request reset; on success message 'Password reset instructions sent to your email.' then go to /reset-password",
      },
      { type: 'spec', description: 'optional query parameter email prefills the email field' },
      { type: 'spec', description: 'Fields Email, OTP, New Password, Confirm Password' },
      { type: 'spec', description: "Button 'Reset Password'" },
      {
        type: 'spec',
        description: "New password and confirmation must match, else 'Passwords do not match!'",
      },
      {
        type: 'spec',
        description:
          "POST /password/reset | email, otp, password, password_confirmation | On success 'Password reset successful. You can now login.' then go to /login",
      },
      {
        type: 'spec',
        description:
          "'Password reset instructions sent to your email.', 'Password reset successful. You can now login.'",
      },
    ],
  },
  async ({ page, request }) => {
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
  },
);

test('a signed-in member who opens /login goes straight to the dashboard', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test(
  'logging in works with the keyboard alone',
  {
    annotation: [
      {
        type: 'spec',
        description:
          "Title 'Log in'. Email and Password (both required, password has show/hide toggle)",
      },
      { type: 'spec', description: 'On success the user goes to /dashboard.' },
    ],
  },
  async ({ page }) => {
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
  },
);
