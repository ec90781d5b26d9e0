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

// Reading Notification.permission asks the browser's own process, and a render reads it once per
// component that shows alerts (several times each in React's checks): tens of ms on a phone's
// first dashboard. One read serves the rest of the current task; the next task reads again, so
// a permission changed in the browser's settings still shows.
let readThisTask: NotificationPermission | 'unsupported' | undefined;

function permission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined') return 'default'; // prerendered: drawn as off
  if (readThisTask === undefined) {
    readThisTask =
      'Notification' in window && 'serviceWorker' in navigator
        ? Notification.permission
        : 'unsupported';
    queueMicrotask(() => (readThisTask = undefined));
  }
  return readThisTask;
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
  // The member may allow or block notifications in the browser's settings meanwhile.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
};

export function useAlertsSetting(memberTag: string): AlertsSetting {
  const read = useCallback(() => alertsSetting(memberTag), [memberTag]);
  return useSyncExternalStore(subscribe, read, () => 'off');
}
