import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAppBadge } from '@/app/notices/app-badge';
import {
  alertsSetting,
  turnAlertsOff,
  turnAlertsOn,
} from '@/repository/preferences/alerts-setting';

describe('the app badge', () => {
  it('shows the number of unseen received referrals and clears at none', () => {
    const nav = {
      setAppBadge: vi.fn(() => Promise.resolve()),
      clearAppBadge: vi.fn(() => Promise.resolve()),
    };
    showAppBadge(3, nav as unknown as Navigator);
    showAppBadge(0, nav as unknown as Navigator);
    expect(nav.setAppBadge.mock.calls).toEqual([[3]]);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no badge, and never throws when it refuses', () => {
    expect(() => showAppBadge(2, {} as Navigator)).not.toThrow();
    const refusing = { setAppBadge: () => Promise.reject(new Error('not installed')) };
    expect(() => showAppBadge(2, refusing as unknown as Navigator)).not.toThrow();
    const throwing = {
      setAppBadge: () => {
        throw new Error('blocked');
      },
    };
    expect(() => showAppBadge(2, throwing as unknown as Navigator)).not.toThrow();
  });
});

describe('the Alerts switch: asking for permission', () => {
  let permission: NotificationPermission;
  let answer: NotificationPermission;
  const requestPermission = vi.fn(() => Promise.resolve((permission = answer)));
  const permissionReads = vi.fn();
  // The app reads the permission again when the member comes back to the page.
  const memberComesBack = () => window.dispatchEvent(new Event('focus'));

  beforeEach(() => {
    localStorage.clear();
    permission = 'default';
    requestPermission.mockClear();
    permissionReads.mockClear();
    const fake = Object.defineProperties(function Notification() {}, {
      permission: {
        get: () => {
          permissionReads();
          return permission;
        },
      },
      requestPermission: { value: requestPermission },
    });
    vi.stubGlobal('Notification', fake);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    memberComesBack(); // each test is a new visit: nothing read in an earlier one counts
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is off and asks nothing until the member turns it on', () => {
    expect(alertsSetting('m1')).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks once when turned on; allowed, it is on for this member only', async () => {
    answer = 'granted';
    await expect(turnAlertsOn('m1')).resolves.toBe('on');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(alertsSetting('m2')).toBe('off');
    turnAlertsOff('m1');
    expect(alertsSetting('m1')).toBe('off');
    await expect(turnAlertsOn('m1')).resolves.toBe('on');
    expect(requestPermission).toHaveBeenCalledTimes(1); // allowed already: not asked again
  });

  it('refused or dismissed, it stays off; blocked, it says so', async () => {
    answer = 'default';
    await expect(turnAlertsOn('m1')).resolves.toBe('off');
    answer = 'denied';
    await expect(turnAlertsOn('m1')).resolves.toBe('blocked');
    expect(alertsSetting('m1')).toBe('blocked');
  });

  it('a permission withdrawn in the browser turns it off when the member comes back', async () => {
    answer = 'granted';
    await turnAlertsOn('m1');
    permission = 'denied';
    memberComesBack();
    expect(alertsSetting('m1')).toBe('blocked');
  });

  it('asks the browser for the permission once, and again when the member comes back', () => {
    for (let read = 0; read < 5; read += 1) expect(alertsSetting('m1')).toBe('off');
    expect(permissionReads).toHaveBeenCalledTimes(1);
    permission = 'denied';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(alertsSetting('m1')).toBe('blocked');
    expect(permissionReads).toHaveBeenCalledTimes(2);
  });

  it('without notifications in the browser it is unsupported', async () => {
    vi.stubGlobal('Notification', undefined);
    // `'Notification' in window` must be false, as in iOS Safari outside an installed app.
    delete (window as { Notification?: unknown }).Notification;
    expect(alertsSetting('m1')).toBe('unsupported');
    await expect(turnAlertsOn('m1')).resolves.toBe('unsupported');
  });
});
