import { ErrorBag } from '../lib/http-errors';
import type { Body } from '../lib/validate';
import { normalEmail } from '../lib/account-email';
import { isEmail, optionalStr, str, toYears } from '../lib/validate';

const REQUIRED: Array<[field: string, label: string]> = [
  ['email', 'Email'],
  ['password', 'Password'],
  ['password_confirmation', 'Password confirmation'],
  ['fullname', 'Full name'],
  ['phone_number', 'Phone number'],
  ['company_name', 'Company name'],
  ['industry', 'Industry'],
];

/** Mirrors the client's rules (docs/behaviour.md#rules-for-input) so a bypassed form still gets Rails-like errors. */
export function validateRegistration(user: Body) {
  const bag = new ErrorBag();
  for (const [field, label] of REQUIRED) {
    if (str(user[field]) === '') bag.add(field, `${label} can't be blank`);
  }
  // What the per-account limit counts (lib/account-email.ts).
  const email = normalEmail(user.email);
  // Passwords are not trimmed: spaces are legitimate characters.
  const password = typeof user.password === 'string' ? user.password : '';
  const confirmation =
    typeof user.password_confirmation === 'string' ? user.password_confirmation : '';
  const phone = str(user.phone_number);
  const aadhar = str(user.aadhar_no);
  const pan = str(user.pan_number).toUpperCase();
  const udm = str(user.udm_number);
  const years = toYears(user.years_of_experience);

  if (email && !isEmail(email)) bag.add('email', 'Email is invalid');
  if (password && password.length < 6) {
    bag.add('password', 'Password is too short (minimum is 6 characters)');
  }
  if (confirmation && confirmation !== password) {
    bag.add('password_confirmation', "Password confirmation doesn't match Password");
  }
  if (phone && !/^\d{10}$/.test(phone)) bag.add('phone_number', 'Phone number must be 10 digits');
  if (aadhar && !/^\d{12}$/.test(aadhar)) bag.add('aadhar_no', 'Aadhaar must be 12 digits');
  if (pan && !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) {
    bag.add('pan_number', 'PAN must be in format ABCDE1234F');
  }
  if (udm && !/^[A-Za-z0-9]{6,12}$/.test(udm)) {
    bag.add('udm_number', 'UDM must be 6-12 alphanumeric characters');
  }
  if (years === null) {
    bag.add('years_of_experience', 'Years of experience must be a whole number of 0 or more');
  }
  bag.throwIfAny();

  const fullname = str(user.fullname);
  return {
    email,
    password,
    fullname,
    name: optionalStr(user.name) ?? fullname,
    phone_number: phone,
    company_name: str(user.company_name),
    industry: str(user.industry),
    address: optionalStr(user.address),
    service_offered: optionalStr(user.service_offered),
    product_offered: optionalStr(user.product_offered),
    years_of_experience: years ?? null,
    additional_info: optionalStr(user.additional_info),
    aadhar_no: optionalStr(aadhar),
    pan_number: optionalStr(pan),
    udm_number: optionalStr(udm),
    dob: optionalStr(user.dob),
    referred_by: optionalStr(user.referred_by),
  };
}
