import { describe, expect, it } from 'vitest';
import { DOB_MAX, DOB_MIN, normaliseInput, parseTypedDate } from '@/domain/registration-input';

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
