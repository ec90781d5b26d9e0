/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, a quote or a line break are
 * quoted, quotes doubled, lines end with CRLF, and the text starts with a byte order mark so
 * Excel reads it as UTF-8 (names with accents, the rupee sign).
 */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting with one of these is run as a formula by Excel and others ("CSV injection");
// a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(lines: readonly (readonly (string | number)[])[]): string {
  return BOM + lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
