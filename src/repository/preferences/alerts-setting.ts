/**
 * The Alerts switch (docs/behaviour.md#live-alerts): system notifications, per member on this
 * device, only once the member turned it on and the browser allowed it. Permission is asked only
 * from the switch, never on load.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readAlertsOn, writeAlertsOn } from '@/storage/live-alerts';

export type AlertsSetting = 'on' | 'off' | 'blocked' | 'unsupported';

const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

// Reading Notification.permission asks the browser's own process synchronously, and every
// component that shows alerts reads it, several times each in React's checks: milliseconds of a
// phone's first dashboard each time. It is read once, and again when the member comes back to
// the page (focus, visibility): the way back from the browser's or the phone's settings.
let known: NotificationPermission | 'unsupported' | undefined;

function permission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined') return 'default'; // prerendered: drawn as off
  if (known === undefined) {
    // Adding the same listener again does nothing.
    window.addEventListener('focus', readAgain);
    document.addEventListener('visibilitychange', readAgain);
    known =
      'Notification' in window && 'serviceWorker' in navigator
        ? Notification.permission
        : 'unsupported';
  }
  return known;
}

function readAgain() {
  known = undefined;
  tell();
}

export function alertsSetting(memberTag: string): AlertsSetting {
  const allowed = permission();
  if (allowed === 'unsupported') return 'unsupported';
  if (allowed === 'denied') return 'blocked';
  return allowed === 'granted' && readAlertsOn(memberTag) ? 'on' : 'off';
}

/** Asks the browser, when it has not been asked, and turns Alerts on if it allows. */
export async function turnAlertsOn(memberTag: string): Promise<AlertsSetting> {
  const allowed = permission();
  if (allowed === 'unsupported') return 'unsupported';
  const answer = allowed === 'granted' ? allowed : await Notification.requestPermission();
  known = answer;
  if (answer === 'granted') writeAlertsOn(memberTag, true);
  tell();
  return alertsSetting(memberTag);
}

export function turnAlertsOff(memberTag: string): void {
  writeAlertsOn(memberTag, false);
  tell();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useAlertsSetting(memberTag: string): AlertsSetting {
  const read = useCallback(() => alertsSetting(memberTag), [memberTag]);
  return useSyncExternalStore(subscribe, read, () => 'off');
}
