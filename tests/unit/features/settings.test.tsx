import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/profile/profile-page';
import { startApp } from '@/repository/auth-repository';
import type { WriteOutcome } from '@/repository/use-write';
import { DEVICE_PREFERENCE_KEYS } from '@/storage/storage-keys';
import { needCatalog, switchLanguage } from '@/ui/i18n/i18n';
import { renderScreen } from '../render-screen';
import { resetDashboard, signInAs } from './dashboard-harness';

// The specification's texts (docs/behaviour.md#live-alerts), as the English catalog holds them.
const ALERTS_DESCRIPTION =
  'Device notifications when a referral arrives or changes status, and when a session or meeting starts.';
const ALERTS_BLOCKED_MESSAGE =
  "Notifications are blocked for this app. Allow them in your browser's site settings, then turn Alerts on again.";

// Settings (docs/behaviour.md#settings): Alerts and the theme, on the profile screen beside the
// form, and behind the desktop header's 'Settings'. Each applies at once; nothing is saved.

const save = vi.hoisted(() => vi.fn<() => Promise<WriteOutcome>>());
vi.mock('@/repository/use-write', () => ({ useWrite: () => save }));

let permission: NotificationPermission;
let answer: NotificationPermission;
const requestPermission = vi.fn(() => Promise.resolve((permission = answer)));

beforeEach(() => {
  save.mockReset();
  requestPermission.mockClear();
  permission = 'default';
  answer = 'granted';
  const fakeNotification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', fakeNotification);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  // The app reads the permission again when the member comes back: each test is a new visit.
  window.dispatchEvent(new Event('focus'));
});

afterEach(async () => {
  await resetDashboard();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function renderProfile() {
  signInAs('member');
  await startApp();
  return renderScreen(<ProfilePage />, {
    path: '/profile',
    otherPaths: ['/dashboard'],
    memberData: true,
  });
}

const html = document.documentElement;
const settingsSection = () => screen.getByRole('region', { name: 'Settings' });

describe('Settings on the profile screen', () => {
  it('holds Alerts and the theme, outside the profile form', async () => {
    await renderProfile();
    const section = settingsSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect(section).toHaveTextContent('Changes apply at once and are kept on this device.');
    const alerts = within(section).getByRole('switch', { name: 'Alerts' });
    expect(alerts).toHaveAccessibleDescription(ALERTS_DESCRIPTION);
    expect(alerts).not.toBeChecked();
    const theme = within(section).getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => radio.labels?.[0]?.textContent),
    ).toEqual(['Light', 'Dark', 'System']);

    const form = screen.getByRole('form', { name: 'Edit Profile' });
    expect(form).not.toContainElement(alerts);
    expect(form).not.toContainElement(theme);
    expect(requestPermission).not.toHaveBeenCalled(); // never asked on load
  });

  it('is worked by keyboard after the form, each change applied at once without Save', async () => {
    const { user } = await renderProfile();
    screen.getByRole('button', { name: 'Save Changes' }).focus();

    await user.tab();
    const alerts = within(settingsSection()).getByRole('switch', { name: 'Alerts' });
    expect(alerts).toHaveFocus();
    await user.keyboard(' ');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await within(settingsSection()).findByRole('switch', { name: 'Alerts' })).toBeChecked();

    // The Tab key stops once in the theme, on its current choice (Light in these screen tests).
    await user.tab();
    const theme = within(settingsSection()).getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark'));

    // Enter on a setting submits nothing: the settings are not part of the form.
    await user.keyboard('{Enter}');
    await user.click(within(settingsSection()).getByRole('switch', { name: 'Alerts' }));
    expect(within(settingsSection()).getByRole('switch', { name: 'Alerts' })).not.toBeChecked();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('stays off when the browser blocks notifications, and says where to allow them', async () => {
    answer = 'denied';
    const { user } = await renderProfile();
    await user.click(within(settingsSection()).getByRole('switch', { name: 'Alerts' }));
    expect(await screen.findByText(ALERTS_BLOCKED_MESSAGE)).toBeVisible();
    expect(within(settingsSection()).getByRole('switch', { name: 'Alerts' })).not.toBeChecked();
  });

  it('keeps open-app alerts where pushes cannot reach a closed app, and says so in one line', async () => {
    // jsdom has no PushManager, like a browser without push.
    const { user } = await renderProfile();
    const alerts = () => within(settingsSection()).getByRole('switch', { name: 'Alerts' });
    await user.click(alerts());
    await waitFor(() =>
      expect(alerts()).toHaveAccessibleDescription(
        `${ALERTS_DESCRIPTION} This browser shows alerts only while the app is open.`,
      ),
    );
    expect(alerts()).toBeChecked();
  });

  it('asks an iPhone in Safari to add the app to the Home Screen for alerts when it is closed', async () => {
    // Safari outside a Home Screen app has no notifications at all.
    vi.stubGlobal('Notification', undefined);
    delete (window as { Notification?: unknown }).Notification;
    window.dispatchEvent(new Event('focus'));
    const userAgent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
      );
    await renderProfile();
    const alerts = within(settingsSection()).getByRole('switch', { name: 'Alerts' });
    expect(alerts).toBeDisabled();
    expect(alerts).not.toBeChecked();
    expect(alerts).toHaveAccessibleDescription(
      `${ALERTS_DESCRIPTION} Add the app to your Home Screen to get alerts when it is closed`,
    );
    userAgent.mockRestore();
  });

  it('says under the switch how to allow blocked notifications', async () => {
    permission = 'denied';
    window.dispatchEvent(new Event('focus'));
    await renderProfile();
    const alerts = within(settingsSection()).getByRole('switch', { name: 'Alerts' });
    expect(alerts).not.toBeChecked();
    expect(alerts).toHaveAccessibleDescription(`${ALERTS_DESCRIPTION} ${ALERTS_BLOCKED_MESSAGE}`);
  });

  it('has no Alerts switch where the browser has no notifications, and keeps the theme', async () => {
    vi.stubGlobal('Notification', undefined);
    // `'Notification' in window` must be false, as in iPhone Safari outside an installed app.
    delete (window as { Notification?: unknown }).Notification;
    window.dispatchEvent(new Event('focus'));
    await renderProfile();
    expect(within(settingsSection()).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(settingsSection()).getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  });
});

describe('Language in Settings', () => {
  it('switches the texts at once, and back', async () => {
    await Promise.all([needCatalog('settings'), needCatalog('profile')]);
    const { user } = await renderProfile();
    const section = settingsSection();
    const language = within(section).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    try {
      await user.selectOptions(language, 'hi');
      expect(await within(section).findByRole('switch', { name: 'अलर्ट' })).toBeVisible();
      expect(within(section).getByRole('radiogroup', { name: 'थीम' })).toBeVisible();
      expect(section).toHaveAccessibleName('सेटिंग्स');
      await user.selectOptions(within(section).getByRole('combobox', { name: 'भाषा' }), 'en');
      expect(await within(section).findByRole('switch', { name: 'Alerts' })).toBeVisible();
    } finally {
      window.localStorage.removeItem(DEVICE_PREFERENCE_KEYS.language);
      await switchLanguage('en');
    }
  });
});

describe("the desktop header's Settings", () => {
  it('opens the same controls in a dialog by keyboard; Escape closes it and returns focus', async () => {
    const { user } = await renderProfile();
    const header = screen
      .getByRole('heading', { level: 1, name: 'Edit Profile' })
      .closest('header');
    if (!header) throw new Error('no header');
    // Neither control sits in the header itself; CSS shows the button from the tab bar's
    // breakpoint up (checked in a real browser by tests/e2e/settings.spec.ts).
    expect(within(header).queryByRole('switch')).not.toBeInTheDocument();
    const button = within(header).getByRole('button', { name: 'Settings' });
    expect(button).toHaveClass('mantine-visible-from-sm');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const alerts = within(dialog).getByRole('switch', { name: 'Alerts' });
    expect(alerts).toHaveFocus();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    // Language comes last; focus stays in the dialog: Tab from it comes round to the first.
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.tab();
    expect(alerts).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });
});
