import { describe, expect, it } from 'vitest';
import { pushMissingReason, PUSH_MISSING_TEXTS, type BrowserTraits } from '@/domain/push-support';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

loadEveryEnglishCatalog();

const android: BrowserTraits = {
  hasServiceWorker: true,
  hasPushManager: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile',
  maxTouchPoints: 5,
  standalone: false,
};
const iphoneSafari: BrowserTraits = {
  hasServiceWorker: true,
  hasPushManager: false,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Safari',
  maxTouchPoints: 5,
  standalone: false,
};

describe('whether pushes can reach a closed app', () => {
  it('can on Android and desktop browsers with a push manager', () => {
    expect(pushMissingReason(android)).toBeNull();
    expect(
      pushMissingReason({
        ...android,
        maxTouchPoints: 0,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133',
      }),
    ).toBeNull();
  });

  it('asks an iPhone or iPad in Safari to add the app to the Home Screen', () => {
    expect(pushMissingReason(iphoneSafari)).toBe('ios-not-installed');
    const ipadAsMac = {
      ...iphoneSafari,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari',
    };
    expect(pushMissingReason(ipadAsMac)).toBe('ios-not-installed');
    expect(translate(PUSH_MISSING_TEXTS['ios-not-installed'])).toBe(
      'Add the app to your Home Screen to get alerts when it is closed',
    );
    expect(
      pushMissingReason({ ...iphoneSafari, standalone: true, hasPushManager: true }),
    ).toBeNull();
  });

  it('says so where the browser has no push manager or no service worker', () => {
    expect(pushMissingReason({ ...android, hasPushManager: false })).toBe('no-push-manager');
    expect(pushMissingReason({ ...android, hasServiceWorker: false })).toBe('no-push-manager');
    // A Mac without touch is a desktop Safari, which has push.
    expect(
      pushMissingReason({
        ...android,
        maxTouchPoints: 0,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari',
      }),
    ).toBeNull();
  });
});
