// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The catalogs as written (src/locales/<language>/<area>.json), read raw: the build compiles
// them with the same Lingui compiler this test uses (scripts/build/lingui-catalogs.ts).
const ROOT = join(import.meta.dirname, '../../../src/locales');
// The app's languages (src/domain/language.ts): English, the source, then Hindi and Marathi.
const LANGUAGES = ['en', 'hi', 'mr'];
const areas = readdirSync(join(ROOT, 'en')).filter((file) => file.endsWith('.json'));
const catalog = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, language, area), 'utf8')) as Record<string, string>;

/** Every argument a compiled message names ({name}, {count, plural, ...}), nested ones too. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch))
          argumentsOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('the message catalogs', () => {
  it('has a folder for each of the app’s languages, and no other', () => {
    const folders = readdirSync(ROOT, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.map((entry) => entry.name).sort()).toEqual(LANGUAGES);
  });

  it('has the same areas in every language', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(ROOT, language)).filter((file) => file.endsWith('.json'));
      expect(files.sort(), language).toEqual([...areas].sort());
    }
  });

  it('gives every id one home across the areas', () => {
    const homes = new Map<string, string>();
    for (const area of areas) {
      for (const id of Object.keys(catalog('en', area))) {
        expect(homes.get(id), `${id} is in ${homes.get(id)} and ${area}`).toBeUndefined();
        homes.set(id, area);
      }
    }
    expect(homes.size).toBeGreaterThan(100);
  });

  for (const area of areas) {
    describe(area, () => {
      const english = catalog('en', area);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = catalog(language, area);

        it(`has every English id in ${language}, and no other`, () => {
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        });

        it(`parses every ${language} message with the placeholders of its English one`, () => {
          for (const [id, text] of Object.entries(translated)) {
            const source = english[id];
            if (source === undefined) continue;
            const expected = [...argumentsOf(compileMessageOrThrow(source))].sort();
            const found = [...argumentsOf(compileMessageOrThrow(text))].sort();
            expect(found, `${language} ${id}`).toEqual(expected);
          }
        });

        it(`writes every ${language} message in Devanagari, not a copy of the English`, () => {
          for (const [id, text] of Object.entries(translated)) {
            // A message that is only a placeholder or a symbol has nothing to translate.
            const words = text.replace(/\{[^{}]*\}/g, '');
            if (!/[A-Za-z]|\p{Script=Devanagari}/u.test(words)) continue;
            expect(DEVANAGARI.test(text), `${language} ${id}: ${text}`).toBe(true);
          }
        });
      }

      it('parses every English message', () => {
        for (const [id, text] of Object.entries(english)) {
          expect(() => compileMessageOrThrow(text), id).not.toThrow();
        }
      });
    });
  }
});
