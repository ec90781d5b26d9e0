import { latinDigits } from '@/domain/digits';
import type { User } from '@/domain/types';
import type { ProfileFields } from '@/repository/write-registry';

/** What the form holds; the years as stored (a number), or as typed (digits, '' when empty). */
export interface ProfileFormValues {
  fullname: string;
  address: string;
  service_offered: string;
  product_offered: string;
  years_of_experience: number | string;
  additional_info: string;
}

/** Initial values from the stored login response (docs/behaviour.md#profile: not from a server call). */
export function profileFormValues(user: User | null): ProfileFormValues {
  return {
    fullname: user?.fullname ?? '',
    address: user?.address ?? '',
    service_offered: user?.serviceOffered ?? '',
    product_offered: user?.productOffered ?? '',
    years_of_experience: user?.yearsOfExperience ?? '',
    additional_info: user?.additionalInfo ?? '',
  };
}

/**
 * What Years of Experience keeps of what was typed: whole years, never negative, so digits only.
 * A Hindi or Marathi keyboard's digits (०-९) count too, written as 0-9.
 */
export function yearsTyped(text: string): string {
  return latinDigits(text).replace(/\D/g, '');
}

/** Whole years as a number, or '' so an emptied field clears the value on the server. */
function yearsToSend(value: number | string): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = latinDigits(value).trim();
  if (text === '') return '';
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : '';
}

/** Exactly the six fields of PATCH /profile (docs/behaviour.md#server-calls), nothing else. */
export function toProfileFields(values: ProfileFormValues): ProfileFields {
  return {
    fullname: values.fullname,
    address: values.address,
    service_offered: values.service_offered,
    product_offered: values.product_offered,
    years_of_experience: yearsToSend(values.years_of_experience),
    additional_info: values.additional_info,
  };
}
