import { msg, type Msg } from '@/locales/messages';

/**
 * Why this browser cannot receive pushes while the app is closed (docs/push.md), or null when it
 * can. Open-app alerts work regardless.
 */
export type PushMissing = 'no-push-manager' | 'ios-not-installed' | 'no-backend' | 'failed';

export interface BrowserTraits {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (iOS's navigator.standalone, or display-mode: standalone). */
  standalone: boolean;
}

/** iPhones and iPads, including an iPad that asks for desktop sites (it reads as a Mac with touch). */
export function isAppleMobile({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushMissingReason(traits: BrowserTraits): PushMissing | null {
  // iOS 16.4+ offers push only to a web app added to the Home Screen; in Safari it has no PushManager.
  if (isAppleMobile(traits) && !traits.standalone) return 'ios-not-installed';
  if (!traits.hasServiceWorker || !traits.hasPushManager) return 'no-push-manager';
  return null;
}

/** The one line under the Alerts switch when pushes cannot reach a closed app. */
export const PUSH_MISSING_TEXTS: Record<PushMissing, Msg> = {
  'ios-not-installed': msg('push.missingIosNotInstalled'),
  'no-push-manager': msg('push.missingNoPushManager'),
  'no-backend': msg('push.missingNoBackend'),
  failed: msg('push.missingFailed'),
};
