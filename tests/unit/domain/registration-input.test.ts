import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinDigits } from '@/domain/digits';
import { validateRegistrationField, emptyRegistrationValues } from '@/domain/registration';
import { DOB_MAX, DOB_MIN, normaliseInput, parseTypedDate } from '@/domain/registration-input';

const DEVANAGARI = '०१२३४५६७८९';
/** The same digits as a Hindi or Marathi keyboard types them. */
const devanagari = (latin: string) =>
  latin.replace(/[0-9]/g, (digit) => DEVANAGARI[Number(digit)]!);
const latinDigitString = fc.string({ unit: fc.constantFrom(...'0123456789') });
/** Text mixing Latin and Devanagari digits with other characters. */
const mixedText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'0123456789०१२३४५६७८९ -+/'),
      fc.string({ unit: 'binary', maxLength: 2 }),
    ),
  )
  .map((parts) => parts.join(''));

describe('parseTypedDate', () => {
  it(
    'reads day-first and ISO dates as YYYY-MM-DD',
    { meta: { spec: ['Date Of Birth (date)'] } },
    () => {
      expect(parseTypedDate('15/08/1990')).toBe('1990-08-15');
      expect(parseTypedDate('5.8.1990')).toBe('1990-08-05');
      expect(parseTypedDate(' 1990-08-15 ')).toBe('1990-08-15');
      expect(parseTypedDate('29/02/2000')).toBe('2000-02-29');
    },
  );

  it('gives null for partial or impossible dates', () => {
    expect(parseTypedDate('15/08/19')).toBeNull();
    expect(parseTypedDate('31/02/1990')).toBeNull();
    expect(parseTypedDate('29/02/1900')).toBeNull();
    expect(parseTypedDate('1990-13-01')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('August 15, 1990')).toBeNull();
  });
});

describe('the date of birth picker', () => {
  it(
    'offers 1900-01-01 to 2099-12-31',
    { meta: { spec: ['date picker bounds 1900-01-01 to 2099-12-31.'] } },
    () => {
      expect([DOB_MIN, DOB_MAX]).toEqual(['1900-01-01', '2099-12-31']);
    },
  );
});

describe('normaliseInput', () => {
  it(
    'filters phone, Aadhaar and PAN and leaves other fields as typed',
    {
      meta: {
        spec: [
          'pan_number is shown upper-cased',
          'input accepts digits only, up to 10.',
          'input digits only, up to 12.',
        ],
      },
    },
    () => {
      expect(normaliseInput('phone_number', '+91 98765-43210')).toBe('9198765432');
      expect(normaliseInput('aadhar_no', '1234 5678 9012 34')).toBe('123456789012');
      expect(normaliseInput('pan_number', 'abcde1234fgh')).toBe('ABCDE1234F');
      expect(normaliseInput('fullname', '  Asha  ')).toBe('  Asha  ');
    },
  );
});

describe('normaliseInput for PAN', () => {
  it('removes whitespace before cutting to ten characters', () => {
    expect(normaliseInput('pan_number', ' abcde1234f')).toBe('ABCDE1234F');
    expect(normaliseInput('pan_number', 'abcde 1234 f')).toBe('ABCDE1234F');
    expect(normaliseInput('pan_number', '\tabcde1234f\n')).toBe('ABCDE1234F');
    expect(normaliseInput('pan_number', '  abc')).toBe('ABC');
  });
});

describe('digits typed on a Hindi or Marathi keyboard', () => {
  it('latinDigits writes every Devanagari digit as its Latin digit and leaves the rest', () => {
    fc.assert(
      fc.property(latinDigitString, (latin) => {
        expect(latinDigits(devanagari(latin))).toBe(latin);
        expect(latinDigits(latin)).toBe(latin);
      }),
    );
    expect(latinDigits('फ्लैट ४, Pune 411001')).toBe('फ्लैट 4, Pune 411001');
  });

  it('are accepted by the digit-only fields as 0-9', () => {
    expect(normaliseInput('phone_number', '९८७६५४३२१०')).toBe('9876543210');
    expect(normaliseInput('phone_number', '९८७६5४३२१० ११')).toBe('9876543210');
    expect(normaliseInput('aadhar_no', '१२३४ ५६७८ ९०१२')).toBe('123456789012');
    expect(normaliseInput('years_of_experience', '१२')).toBe('12');
    expect(normaliseInput('years_of_experience', '-३.५')).toBe('35');
    const values = { ...emptyRegistrationValues(), phone_number: '' };
    values.phone_number = normaliseInput('phone_number', '९८७६५४३२१०');
    expect(validateRegistrationField('phone_number', values)).toBeNull();
  });

  it('give the same digit-only value as the Latin digits, whatever else is typed', () => {
    const fields = ['phone_number', 'aadhar_no', 'years_of_experience'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), mixedText, (field, text) => {
        const out = normaliseInput(field, text);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out).toBe(normaliseInput(field, latinDigits(text)));
      }),
    );
  });

  it('are read as 0-9 in PAN, UDM and the date of birth', () => {
    expect(normaliseInput('pan_number', 'abcde१२३४f')).toBe('ABCDE1234F');
    expect(normaliseInput('udm_number', 'UDM१२३४५')).toBe('UDM12345');
    expect(parseTypedDate('१५/०८/१९९०')).toBe('1990-08-15');
  });

  it('are kept as typed in free text', () => {
    expect(normaliseInput('address', 'फ्लैट ४, पुणे')).toBe('फ्लैट ४, पुणे');
    expect(normaliseInput('fullname', 'आशा ९')).toBe('आशा ९');
  });
});
