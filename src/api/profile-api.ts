/** PATCH /profile (docs/behaviour.md#server-calls): the one multipart call. */
import { asRecord } from '@/domain/loose';
import type { WriteOptions } from './call-options';
import { apiRequest } from './http-client';

export interface ProfileFields {
  fullname: string;
  address: string;
  service_offered: string;
  product_offered: string;
  years_of_experience: string | number | null;
  additional_info: string;
}

// A photo of up to 5 MB from a phone on a slow link needs longer than the default 15 s.
const UPLOAD_TIMEOUT_MS = 60_000;

// Listed explicitly so a caller passing a wider object can never send extra fields.
const FIELD_KEYS = [
  'fullname',
  'address',
  'service_offered',
  'product_offered',
  'years_of_experience',
  'additional_info',
] as const satisfies ReadonlyArray<keyof ProfileFields>;

function toFormData(fields: ProfileFields, image: File | null | undefined): FormData {
  const form = new FormData();
  for (const key of FIELD_KEYS) {
    const value = fields[key];
    // An emptied field is sent as '' so the member can clear it.
    form.append(`user[${key}]`, value === null || value === undefined ? '' : String(value));
  }
  if (image) form.append('user[profile_image]', image, image.name);
  return form;
}

/**
 * Returns the updated user object as the server sent it (under user, data.user or data), for the
 * caller to merge into the stored login response; null when the answer carries none.
 */
export async function updateProfile(
  fields: ProfileFields,
  image?: File | null,
  options: WriteOptions = {},
): Promise<unknown> {
  const body = asRecord(
    await apiRequest('/profile', {
      ...options,
      method: 'PATCH',
      formData: toFormData(fields, image),
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
  );
  const data = asRecord(body?.data);
  return asRecord(body?.user) ?? asRecord(data?.user) ?? data ?? null;
}
