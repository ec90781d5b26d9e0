import type { Messages } from '@lingui/core';
import { i18n } from '@/ui/i18n/i18n';

// Every English catalog, compiled as the build compiles it (scripts/build/lingui-catalogs.ts).
const catalogs = import.meta.glob<Messages>('../../src/locales/en/*.json', {
  eager: true,
  import: 'default',
});

/** Screen tests render screens directly, without the loading that brings each screen's texts. */
export function loadEveryEnglishCatalog(): void {
  for (const messages of Object.values(catalogs)) i18n.load('en', messages);
  i18n.activate('en');
}
