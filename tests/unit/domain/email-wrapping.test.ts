import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isEmailBreakPoint,
  keepHyphensWithNext,
  splitEmailForWrapping,
} from '@/domain/email-wrapping';

/** Texts made mostly of the characters that matter here, and some that do not. */
const addressLike = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: fc.constantFrom('a', 'Z', '1', '.', '@', '-', '_', '+', 'é', '😀', ' ') }),
  fc.string(),
);

/** Where the pieces meet, as offsets into the joined text. */
function boundaries(pieces: string[]): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const piece of pieces.slice(0, -1)) {
    offset += piece.length;
    offsets.push(offset);
  }
  return offsets;
}

/**
 * Every sensible break point, found another way than the code under test: the offsets just after
 * an '@', and just before a '.' or the first hyphen of a run, other than the very start or end.
 */
function sensibleBreaks(address: string): number[] {
  const offsets = [...address.matchAll(/@(?=.)|(?<=.)(?:\.|(?<!-)-)/gsu)].map(
    (match) => match.index + (match[0] === '@' ? 1 : 0),
  );
  return [...new Set(offsets)].sort((a, b) => a - b);
}

describe('isEmailBreakPoint', () => {
  it('agrees with the pieces: a line may start exactly where a piece does (property)', () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        const starts = boundaries(splitEmailForWrapping(address));
        for (let offset = 0; offset <= address.length; offset += 1) {
          expect(isEmailBreakPoint(address, offset)).toBe(starts.includes(offset));
        }
      }),
    );
  });
});

describe('splitEmailForWrapping', () => {
  it('breaks after the @, and before each dot and hyphen', () => {
    expect(splitEmailForWrapping('anais.fernandes.longname@example-company.co.in')).toEqual([
      'anais',
      '.fernandes',
      '.longname@',
      'example',
      '-company',
      '.co',
      '.in',
    ]);
    expect(splitEmailForWrapping('asha@rao.in')).toEqual(['asha@', 'rao', '.in']);
  });

  it('keeps a text without @, dots or hyphens whole, and gives nothing for nothing', () => {
    expect(splitEmailForWrapping('No email')).toEqual(['No email']);
    expect(splitEmailForWrapping('')).toEqual([]);
  });

  it('never makes an empty piece, nor breaks inside a run of hyphens', () => {
    expect(splitEmailForWrapping('.a@.b')).toEqual(['.a@', '.b']);
    expect(splitEmailForWrapping('a..b')).toEqual(['a', '.', '.b']);
    expect(splitEmailForWrapping('kavi@xn--80ak6aa92e.com')).toEqual([
      'kavi@',
      'xn',
      '--80ak6aa92e',
      '.com',
    ]);
  });

  it('joined, the pieces give back the address (property)', () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        expect(splitEmailForWrapping(address).join('')).toBe(address);
      }),
    );
  });

  it('breaks only after an @ or before a dot or hyphens, and at every such point (property)', () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        const pieces = splitEmailForWrapping(address);
        expect(pieces.every((piece) => piece !== '')).toBe(true);
        expect(boundaries(pieces)).toEqual(sensibleBreaks(address));
      }),
    );
  });
});

describe('keepHyphensWithNext', () => {
  it('keeps each hyphen with the character after it', () => {
    expect(keepHyphensWithNext('example-company')).toEqual([
      { text: 'example', keptTogether: false },
      { text: '-c', keptTogether: true },
      { text: 'ompany', keptTogether: false },
    ]);
    expect(keepHyphensWithNext('a--b-')).toEqual([
      { text: 'a', keptTogether: false },
      { text: '--b', keptTogether: true },
      { text: '-', keptTogether: true },
    ]);
    expect(keepHyphensWithNext('rao')).toEqual([{ text: 'rao', keptTogether: false }]);
  });

  it('gives back the piece, and leaves no hyphen where a line could break after it (property)', () => {
    fc.assert(
      fc.property(addressLike, (piece) => {
        const runs = keepHyphensWithNext(piece);
        expect(runs.map((run) => run.text).join('')).toBe(piece);
        runs.forEach((run, index) => {
          expect(run.text).not.toBe('');
          // Free runs hold no hyphen; a kept run ends in one only at the very end of the piece.
          if (!run.keptTogether) expect(run.text).not.toContain('-');
          else if (index < runs.length - 1) expect(run.text.endsWith('-')).toBe(false);
        });
      }),
    );
  });
});
