import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRegistrationPayload,
  digitsOnly,
  emptyRegistrationValues,
  REGISTRATION_MESSAGES,
  type RegistrationValues,
  validateRegistration,
  validateRegistrationField,
} from '@/domain/registration';
import type { Msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// The rules give messages; these tests read them as the English screen shows them.
loadEveryEnglishCatalog();
const english = (message: Msg | null | undefined) =>
  message === null || message === undefined ? message : translate(message);
const inEnglish = (messages: Partial<Record<string, Msg>>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, english(message)]));

const valid = (overrides: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...emptyRegistrationValues(),
  fullname: 'Asha Rao',
  phone_number: '9876543210',
  email: 'asha@example.com',
  password: 'secret12',
  password_confirmation: 'secret12',
  company_name: 'Rao & Co',
  industry: 'Finance',
  ...overrides,
});

const check = (field: keyof RegistrationValues, value: string, extra = {}) =>
  english(validateRegistrationField(field, valid({ [field]: value, ...extra })));

describe('messages', () => {
  it('are the exact spec texts', () => {
    expect(inEnglish(REGISTRATION_MESSAGES)).toEqual({
      required: 'This field is required',
      email: 'Enter a valid email address',
      phone: 'Phone number must be 10 digits',
      aadhaar: 'Aadhaar must be 12 digits',
      pan: 'PAN must be in format ABCDE1234F',
      udm: 'UDM must be 6-12 alphanumeric characters',
      mismatch: 'Passwords do not match',
      yearsNegative: 'Years of experience cannot be negative',
      blocked: 'Please fix the errors before submitting.',
    });
  });
});

describe('validateRegistrationField', () => {
  it(
    'requires the seven required fields, whitespace counting as empty',
    {
      meta: {
        spec: [
          "Required, message 'This field is required': fullname, phone_number, email, password, password_confirmation, company_name, industry.",
        ],
      },
    },
    () => {
      const required = [
        'fullname',
        'phone_number',
        'email',
        'password',
        'password_confirmation',
        'company_name',
        'industry',
      ] as const;
      for (const field of required) {
        expect(check(field, '')).toBe('This field is required');
        expect(check(field, '   ')).toBe('This field is required');
      }
    },
  );

  it('leaves the optional fields alone when empty', () => {
    const optional = ['dob', 'address', 'aadhar_no', 'pan_number', 'udm_number'] as const;
    for (const field of optional) expect(check(field, '')).toBeNull();
    expect(check('years_of_experience', '')).toBeNull();
    expect(check('referred_by', '')).toBeNull();
  });

  it(
    'checks the email shape',
    { meta: { spec: ["email must look like {email}, else 'Enter a valid email address'."] } },
    () => {
      expect(check('email', 'a@b.co')).toBeNull();
      for (const bad of ['ab.co', 'a@b', 'a b@c.d', '@b.co']) {
        expect(check('email', bad)).toBe('Enter a valid email address');
      }
    },
  );

  it(
    'wants exactly 10 phone digits',
    {
      meta: {
        spec: [
          "phone_number exactly 10 digits, else 'Phone number must be 10 digits'",
          'Phone number: 10 digits.',
        ],
      },
    },
    () => {
      expect(check('phone_number', '0123456789')).toBeNull();
      expect(check('phone_number', '012345678')).toBe('Phone number must be 10 digits');
      expect(check('phone_number', '01234567890')).toBe('Phone number must be 10 digits');
      expect(check('phone_number', '01234-6789')).toBe('Phone number must be 10 digits');
    },
  );

  it(
    'wants 12 Aadhaar digits when filled',
    {
      meta: {
        spec: [
          "aadhar_no, when filled, exactly 12 digits, else 'Aadhaar must be 12 digits'",
          'Aadhaar: 12 digits.',
        ],
      },
    },
    () => {
      expect(check('aadhar_no', '123456789012')).toBeNull();
      expect(check('aadhar_no', '12345678901')).toBe('Aadhaar must be 12 digits');
    },
  );

  it(
    'checks PAN after trimming and upper-casing',
    {
      meta: {
        spec: [
          "after trimming and upper-casing, when filled it must be 5 letters, 4 digits, 1 letter, else 'PAN must be in format ABCDE1234F'.",
          'PAN: 5 letters, 4 digits, 1 letter.',
        ],
      },
    },
    () => {
      expect(check('pan_number', 'ABCDE1234F')).toBeNull();
      expect(check('pan_number', ' abcde1234f ')).toBeNull();
      for (const bad of ['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F']) {
        expect(check('pan_number', bad)).toBe('PAN must be in format ABCDE1234F');
      }
    },
  );

  it(
    'wants 6-12 letters or digits for UDM when filled',
    {
      meta: {
        spec: [
          "udm_number, when filled, 6-12 letters or digits, else 'UDM must be 6-12 alphanumeric characters'.",
          'UDM: 6-12 alphanumeric characters.',
        ],
      },
    },
    () => {
      expect(check('udm_number', 'ab12CD')).toBeNull();
      expect(check('udm_number', 'A1B2C3D4E5F6')).toBeNull();
      expect(check('udm_number', 'ab12C')).toBe('UDM must be 6-12 alphanumeric characters');
      expect(check('udm_number', 'A1B2C3D4E5F6G')).toBe('UDM must be 6-12 alphanumeric characters');
      expect(check('udm_number', 'ab-12CD')).toBe('UDM must be 6-12 alphanumeric characters');
    },
  );

  it(
    'wants the confirmation to equal the password',
    {
      meta: { spec: ["password_confirmation must equal password, else 'Passwords do not match'."] },
    },
    () => {
      expect(check('password_confirmation', 'secret12')).toBeNull();
      expect(check('password_confirmation', 'secret13')).toBe('Passwords do not match');
      expect(check('password_confirmation', 'x', { password: 'y' })).toBe('Passwords do not match');
    },
  );

  it(
    'wants years of experience to be a number of at least 0',
    { meta: { spec: ['Years of experience minimum 0.', 'Years of experience: minimum 0.'] } },
    () => {
      expect(check('years_of_experience', '0')).toBeNull();
      expect(check('years_of_experience', '12')).toBeNull();
      expect(check('years_of_experience', '-1')).toBe('Years of experience cannot be negative');
      expect(check('years_of_experience', 'abc')).toBe('Years of experience cannot be negative');
    },
  );
});

describe('validateRegistration', () => {
  it('is empty for a valid form', () => {
    expect(validateRegistration(valid())).toEqual({});
  });

  it('collects every failing field', () => {
    expect(inEnglish(validateRegistration(emptyRegistrationValues()))).toEqual({
      fullname: 'This field is required',
      phone_number: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
      password_confirmation: 'This field is required',
      company_name: 'This field is required',
      industry: 'This field is required',
    });
    expect(
      inEnglish(validateRegistration(valid({ pan_number: 'x', password_confirmation: 'z' }))),
    ).toEqual({
      pan_number: 'PAN must be in format ABCDE1234F',
      password_confirmation: 'Passwords do not match',
    });
  });
});

describe('digitsOnly', () => {
  it(
    'strips non-digits and caps the length',
    { meta: { spec: ['input accepts digits only, up to 10.', 'input digits only, up to 12.'] } },
    () => {
      expect(digitsOnly('98-765 43210 99', 10)).toBe('9876543210');
      expect(digitsOnly('abc', 12)).toBe('');
      expect(digitsOnly('1234', 0)).toBe('');
    },
  );

  it('always yields at most max digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (text, max) => {
        const out = digitsOnly(text, max);
        expect(out).toMatch(/^\d*$/);
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('buildRegistrationPayload', () => {
  it(
    'builds the POST /users body with name = fullname and a numeric experience',
    {
      meta: {
        spec: [
          'Registration form / user fields: email, password, password_confirmation, name, fullname, address, phone_number, aadhar_no, company_name, industry, service_offered, product_offered, years_of_experience (number), additional_info, udm_number, pan_number, dob, referred_by',
          "POST /users | object 'user' with email, password, password_confirmation, name (fullname, or name if fullname empty)",
        ],
      },
    },
    () => {
      const values = valid({
        fullname: ' Asha Rao ',
        years_of_experience: '7',
        pan_number: ' abcde1234f ',
        aadhar_no: '123456789012',
        dob: '1990-04-01',
        password: ' pass word ',
        password_confirmation: ' pass word ',
      });
      expect(buildRegistrationPayload(values)).toEqual({
        user: {
          email: 'asha@example.com',
          password: ' pass word ',
          password_confirmation: ' pass word ',
          name: 'Asha Rao',
          fullname: 'Asha Rao',
          address: '',
          phone_number: '9876543210',
          aadhar_no: '123456789012',
          company_name: 'Rao & Co',
          industry: 'Finance',
          service_offered: '',
          product_offered: '',
          years_of_experience: 7,
          additional_info: '',
          udm_number: '',
          pan_number: 'ABCDE1234F',
          dob: '1990-04-01',
          referred_by: '',
        },
      });
    },
  );

  it(
    'omits years_of_experience when empty and never sends a profile image',
    {
      meta: {
        spec: [
          'profile_image (file; held in the form but not sent at registration)',
          'years_of_experience (number, omitted if empty)',
        ],
      },
    },
    () => {
      const { user } = buildRegistrationPayload(valid({ years_of_experience: '  ' }));
      expect('years_of_experience' in user).toBe(false);
      expect('profile_image' in user).toBe(false);
    },
  );
});
