import { msg, type Msg } from '@/locales/messages';

export interface RegistrationValues {
  fullname: string;
  dob: string;
  phone_number: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  industry: string;
  years_of_experience: string;
  address: string;
  aadhar_no: string;
  pan_number: string;
  udm_number: string;
  service_offered: string;
  product_offered: string;
  referred_by: string;
  additional_info: string;
}

export type RegistrationField = keyof RegistrationValues;

const FIELDS: readonly RegistrationField[] = [
  'fullname',
  'dob',
  'phone_number',
  'email',
  'password',
  'password_confirmation',
  'company_name',
  'industry',
  'years_of_experience',
  'address',
  'aadhar_no',
  'pan_number',
  'udm_number',
  'service_offered',
  'product_offered',
  'referred_by',
  'additional_info',
];

export function emptyRegistrationValues(): RegistrationValues {
  return Object.fromEntries(FIELDS.map((field) => [field, ''])) as unknown as RegistrationValues;
}

/** docs/behaviour.md#rules-for-input's texts, shown in the language in use. */
export const REGISTRATION_MESSAGES = {
  required: msg('registration.required'),
  email: msg('registration.invalidEmail'),
  phone: msg('registration.phoneDigits'),
  aadhaar: msg('registration.aadhaarDigits'),
  pan: msg('registration.panFormat'),
  udm: msg('registration.udmFormat'),
  mismatch: msg('registration.mismatch'),
  yearsNegative: msg('registration.yearsNegative'),
  blocked: msg('registration.blocked'),
} as const satisfies Record<string, Msg>;

const REQUIRED: ReadonlySet<RegistrationField> = new Set<RegistrationField>([
  'fullname',
  'phone_number',
  'email',
  'password',
  'password_confirmation',
  'company_name',
  'industry',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const UDM = /^[A-Za-z0-9]{6,12}$/;

/** The rule for one field given the whole form (the confirmation depends on the password). */
export function validateRegistrationField(
  field: RegistrationField,
  values: RegistrationValues,
): Msg | null {
  const value = values[field].trim();
  if (value === '') return REQUIRED.has(field) ? REGISTRATION_MESSAGES.required : null;
  switch (field) {
    case 'email':
      return EMAIL.test(value) ? null : REGISTRATION_MESSAGES.email;
    case 'phone_number':
      return /^\d{10}$/.test(value) ? null : REGISTRATION_MESSAGES.phone;
    case 'aadhar_no':
      return /^\d{12}$/.test(value) ? null : REGISTRATION_MESSAGES.aadhaar;
    case 'pan_number':
      return PAN.test(value.toUpperCase()) ? null : REGISTRATION_MESSAGES.pan;
    case 'udm_number':
      return UDM.test(value) ? null : REGISTRATION_MESSAGES.udm;
    case 'password_confirmation':
      return values.password_confirmation === values.password
        ? null
        : REGISTRATION_MESSAGES.mismatch;
    case 'years_of_experience': {
      const years = Number(value);
      return Number.isFinite(years) && years >= 0 ? null : REGISTRATION_MESSAGES.yearsNegative;
    }
    default:
      return null;
  }
}

export function validateRegistration(
  values: RegistrationValues,
): Partial<Record<RegistrationField, Msg>> {
  const errors: Partial<Record<RegistrationField, Msg>> = {};
  for (const field of FIELDS) {
    const message = validateRegistrationField(field, values);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** Input filter for the phone and Aadhaar fields: digits only, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  const digits = value.replace(/\D/g, '');
  return Number.isFinite(max) ? digits.slice(0, Math.max(0, Math.floor(max))) : digits;
}

/** docs/behaviour.md#server-calls, POST /users. The profile image is held by the form but never sent here. */
export function buildRegistrationPayload(values: RegistrationValues): {
  user: Record<string, string | number>;
} {
  const text = (field: RegistrationField) => values[field].trim();
  const user: Record<string, string | number> = {
    email: text('email'),
    // Passwords are sent exactly as typed: spaces may be part of them.
    password: values.password,
    password_confirmation: values.password_confirmation,
    // The form has one name field, so name and fullname carry the same text.
    name: text('fullname'),
    fullname: text('fullname'),
    address: text('address'),
    phone_number: text('phone_number'),
    aadhar_no: text('aadhar_no'),
    company_name: text('company_name'),
    industry: text('industry'),
    service_offered: text('service_offered'),
    product_offered: text('product_offered'),
    additional_info: text('additional_info'),
    udm_number: text('udm_number'),
    pan_number: text('pan_number').toUpperCase(),
    dob: text('dob'),
    referred_by: text('referred_by'),
  };
  const years = text('years_of_experience');
  if (years !== '' && Number.isFinite(Number(years))) user.years_of_experience = Number(years);
  return { user };
}
