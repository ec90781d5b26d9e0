import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import prePaintScript from '@/app/first-paint/pre-paint-preferences.js?raw';
import { pickLanguage } from '@/domain/language';
import { DEVICE_PREFERENCE_KEYS } from '@/storage/storage-keys';

interface Run {
  lang: string | undefined;
  pending: boolean;
}

/** Runs the pre-paint script as the browser would, with a stored choice and browser languages. */
function runPrePaintScript(
  stored: string | null,
  languages: readonly string[],
  storageThrows = false,
): Run {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === DEVICE_PREFERENCE_KEYS.language ? stored : null;
    },
  };
  const window = { matchMedia: () => ({ matches: false }) };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
  const navigator = { languages, language: languages[0] ?? 'en-US' };
  const setTimeout = () => 0;
  // The script's globals are these stand-ins: it is run as a function of them.
  new Function('localStorage', 'window', 'document', 'navigator', 'setTimeout', prePaintScript)(
    localStorage,
    window,
    document,
    navigator,
    setTimeout,
  );
  return { lang: attributes.get('lang'), pending: attributes.has('data-language-pending') };
}

describe('the pre-paint script sets the language before the first paint', () => {
  it('uses the device’s choice over the browser’s languages', () => {
    const run = runPrePaintScript('mr', ['hi-IN', 'en-US']);
    expect(run.lang).toBe('mr');
    expect(run.pending).toBe(true);
  });

  it('uses the first browser language the app speaks, else English', () => {
    expect(runPrePaintScript(null, ['fr-FR', 'hi-IN', 'mr']).lang).toBe('hi');
    expect(runPrePaintScript('klingon', ['fr-FR', 'de']).lang).toBe('en');
    expect(runPrePaintScript(null, ['fr-FR', 'de']).pending).toBe(false);
  });

  it('follows the browser when storage is blocked', () => {
    expect(runPrePaintScript(null, ['mr-IN'], true).lang).toBe('mr');
  });

  it('holds English back in another language only for a while, if the app never comes', () => {
    const attributes = new Map<string, string>();
    let timer = () => {};
    new Function('localStorage', 'window', 'document', 'navigator', 'setTimeout', prePaintScript)(
      { getItem: () => 'hi' },
      { matchMedia: () => ({ matches: false }) },
      {
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
          removeAttribute: (name: string) => attributes.delete(name),
        },
      },
      { languages: [] },
      (callback: () => void) => (timer = callback),
    );
    expect(attributes.has('data-language-pending')).toBe(true);
    timer();
    expect(attributes.has('data-language-pending')).toBe(false);
  });

  it('picks what the app picks (src/domain/language.ts), whatever is stored and preferred', () => {
    const tag = fc.oneof(
      fc.constantFrom('en', 'hi', 'mr', 'hi-IN', 'mr_IN', 'EN-gb', 'fr-FR', 'de', 'ta-IN', ''),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.option(tag, { nil: null }),
        fc.array(tag, { maxLength: 4 }),
        (stored, tags) => {
          const languages = tags.length ? tags : ['en-US'];
          expect(runPrePaintScript(stored, languages).lang).toBe(pickLanguage(stored, languages));
        },
      ),
    );
  });
});
