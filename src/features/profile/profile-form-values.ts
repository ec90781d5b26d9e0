import type { User } from '@/domain/types';
import type { ProfileFields } from '@/repository/write-registry';

/** What the form holds; the years stay as the NumberInput gives them (a number, or '' when empty). */
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

/** Whole years as a number, or '' so an emptied field clears the value on the server. */
function yearsToSend(value: number | string): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (value.trim() === '') return '';
  const parsed = Number(value);
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
