import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]locales[\\/](en|hi|mr)[\\/][\w-]+\.json$/;

/**
 * The message catalogs (src/locales/<language>/<area>.json, ICU MessageFormat) compiled at build
 * time by Lingui's own compiler, so the page ships Lingui's small runtime and never its parser
 * (docs/decisions.md#languages). The result is still JSON, which Vite then makes a module of.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'member-portal:lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
