import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_CATALOGS } from '@/ui/i18n/screen-catalogs';
import { i18n, needCatalog, switchLanguage, translate } from '@/ui/i18n/i18n';

// Hindi's and Marathi's catalogs, compiled as the build compiles them.
const compiled = import.meta.glob<Messages>('../../../src/locales/{hi,mr}/*.json', {
  eager: true,
  import: 'default',
});
const load = (language: 'hi' | 'mr') => {
  for (const [path, messages] of Object.entries(compiled)) {
    if (path.includes(`/${language}/`)) i18n.load(language, messages);
  }
};

afterEach(async () => {
  await switchLanguage('en');
});

describe('messages in the language in use', () => {
  it('follows each language’s plural rules: Hindi and Marathi say 0 in the singular', async () => {
    expect(translate('outbox.notSentLogIn', { count: 0 })).toBe(
      '0 changes not sent yet: log in again to send them',
    );
    load('hi');
    await switchLanguage('hi');
    const hindiOne = translate('outbox.notSentLogIn', { count: 1 });
    const hindiZero = translate('outbox.notSentLogIn', { count: 0 });
    expect(hindiZero).toBe(hindiOne.replace('1', '0'));
    expect(translate('outbox.notSentLogIn', { count: 3 })).not.toBe(hindiOne.replace('1', '3'));
  });

  it('writes numbers in Latin digits, in Marathi too', async () => {
    load('mr');
    await switchLanguage('mr');
    const text = translate('outbox.notSentLogIn', { count: 12345 });
    expect(text).toContain('12,345');
    expect(text).not.toMatch(/[०-९]/);
  });

  it('loads a screen’s catalog only in the language in use', async () => {
    const hindi = vi.spyOn(SCREEN_CATALOGS.attendance, 'hi');
    const marathi = vi.spyOn(SCREEN_CATALOGS.attendance, 'mr');
    load('hi');
    await switchLanguage('hi');
    await needCatalog('attendance');
    expect(hindi).toHaveBeenCalledTimes(1);
    expect(marathi).not.toHaveBeenCalled();
    expect(translate('title.login')).toBe('लॉग इन');
  });
});
