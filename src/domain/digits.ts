// Digits as a Hindi or Marathi keyboard types them (docs/decisions.md#languages): the digit-only
// fields accept them and keep Latin digits, as the rules and the server expect. A module of its
// own: /login's entry, which holds the language rules, has no digit-only field.
const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९), as a Hindi or Marathi keyboard types them, written as 0-9. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}
