/**
 * Where a long email address may go on to the next line: after the '@', and before a '.' or a
 * hyphen, so that the mark starts the next line and is not taken for a full stop or for a word the
 * page hyphenated (as The Chicago Manual of Style breaks addresses in running text). Never in the
 * middle of a word, as in 'anais.fernandes@example.c om'.
 */

/** Whether a line may start at this offset of the address. */
export function isEmailBreakPoint(address: string, offset: number): boolean {
  if (offset <= 0 || offset >= address.length) return false;
  const before = address[offset - 1];
  const at = address[offset];
  // One break before a run of hyphens ('xn--'), not between them.
  return before === '@' || at === '.' || (at === '-' && before !== '-');
}

/**
 * The address in pieces, in order, cut at every break point (isEmailBreakPoint). Joined, they give
 * back the address exactly; a text without '@', '.' or '-' is one piece, an empty one none.
 */
export function splitEmailForWrapping(address: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let offset = 1; offset < address.length; offset += 1) {
    if (isEmailBreakPoint(address, offset)) {
      pieces.push(address.slice(start, offset));
      start = offset;
    }
  }
  if (address !== '') pieces.push(address.slice(start));
  return pieces;
}

export interface PieceRun {
  text: string;
  /** A run of hyphens with the character after it, to be shown unbreakable. */
  keptTogether: boolean;
}

/**
 * A piece cut around its hyphens. Browsers may break after a hyphen, and 'example-' at the end of
 * a line reads as a word the page hyphenated ('examplecompany.in'?): so each run of hyphens stays
 * with the character after it, and a line breaks before the hyphen instead. Joined, the runs give
 * back the piece.
 */
export function keepHyphensWithNext(piece: string): PieceRun[] {
  return piece
    .split(/(-+[^-]?)/u)
    .filter((text) => text !== '')
    .map((text) => ({ text, keptTogether: text.startsWith('-') }));
}
