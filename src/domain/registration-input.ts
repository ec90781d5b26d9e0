import { zeroPad } from '@/domain/format';
import { latinDigits } from '@/domain/digits';
import { digitsOnly, type RegistrationField } from '@/domain/registration';

/** docs/behaviour.md#timings-and-limits caps; the inputs enforce them as the person types. */
export const PHONE_DIGITS = 10;
export const AADHAAR_DIGITS = 12;
export const PAN_LENGTH = 10;

/** docs/behaviour.md#timings-and-limits: the date picker accepts 1900-01-01 to 2099-12-31. */
export const DOB_MIN = '1900-01-01';
export const DOB_MAX = '2099-12-31';

/**
 * What an input's raw text becomes in the form: phone and Aadhaar keep digits only up to their
 * length, years of experience digits only (whole years, never negative), PAN drops whitespace
 * and is upper-cased up to its length. Digits typed on a Hindi or Marathi keyboard (०-९) become
 * 0-9 in these fields and in the UDM number, whose rules read Latin digits. Everything else is
 * kept exactly as typed.
 */
export function normaliseInput(field: RegistrationField, raw: string): string {
  switch (field) {
    case 'phone_number':
      return digitsOnly(latinDigits(raw), PHONE_DIGITS);
    case 'aadhar_no':
      return digitsOnly(latinDigits(raw), AADHAAR_DIGITS);
    case 'years_of_experience':
      return digitsOnly(latinDigits(raw), Infinity);
    case 'pan_number':
      // Whitespace goes first so a pasted ' abcde1234f' keeps all ten characters.
      return latinDigits(raw).replace(/\s+/g, '').toUpperCase().slice(0, PAN_LENGTH);
    case 'udm_number':
      return latinDigits(raw);
    default:
      return raw;
  }
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Reads a typed date of birth as DD/MM/YYYY (how members write dates) or YYYY-MM-DD, in Latin or
 * Devanagari digits, and returns it as YYYY-MM-DD. Impossible dates such as 31/02/1990 give null
 * rather than rolling over.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = latinDigits(text).trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const iso = dayFirst ? null : ISO.exec(trimmed);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${zeroPad(month)}-${zeroPad(day)}`;
}
