// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fill,
  PUSH_TEXT_IDS,
  PUSH_TEXTS,
  WORKER_LANGUAGES,
  workerLanguage,
  type PushTexts,
} from '../../../src-sw/push-notice';

// The catalogs as written (an import of a catalog gives it compiled for Lingui's runtime).
const catalog = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/locales/${language}/settings.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

describe("the worker's texts", () => {
  it("are the catalogs' texts, in every language the app speaks", () => {
    for (const language of WORKER_LANGUAGES) {
      const messages = catalog(language);
      for (const [name, id] of Object.entries(PUSH_TEXT_IDS)) {
        expect(messages[id], `${language} ${id}`).toBeDefined();
        expect(PUSH_TEXTS[language][name as keyof PushTexts], `${language} ${id}`).toBe(
          messages[id],
        );
      }
    }
  });

  it('fill only their plain placeholders', () => {
    expect(fill(PUSH_TEXTS.en.referralStatus, { name: 'Arjun Reddy', status: 'In Progress' })).toBe(
      'Arjun Reddy marked your referral In Progress',
    );
    expect(fill('{name} and {other}', { name: 'Asha' })).toBe('Asha and {other}');
  });

  it("are in the device's language the app wrote, else the browser's first the app speaks", () => {
    expect(workerLanguage('mr', ['hi-IN'])).toBe('mr');
    expect(workerLanguage(null, ['fr-FR', 'hi-IN', 'mr'])).toBe('hi');
    expect(workerLanguage('xx', ['MR_in'])).toBe('mr');
    expect(workerLanguage(undefined, ['fr'])).toBe('en');
  });
});
