export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  fullname: string;
  name: string | null;
  role: 'admin' | 'member';
  phone_number: string | null;
  company_name: string | null;
  industry: string | null;
  address: string | null;
  service_offered: string | null;
  product_offered: string | null;
  years_of_experience: number | null;
  additional_info: string | null;
  profile_image_id: string | null;
}

/** Public avatar URL; absolute because the client may run on another origin than the API. */
export function imageUrl(baseUrl: string, imageId: string | null): string | null {
  return imageId ? `${baseUrl}/uploads/${imageId}` : null;
}

/**
 * What other members may see of a user: the public profile of the members directory and the
 * referral picker. Never the address, identity numbers, role or anything the member wrote only
 * for the admins.
 */
export function serializePublicUser(row: UserRow, baseUrl: string) {
  return {
    id: row.id,
    fullname: row.fullname,
    name: row.name ?? row.fullname,
    email: row.email,
    company_name: row.company_name,
    industry: row.industry,
    service_offered: row.service_offered,
    product_offered: row.product_offered,
    phone_number: row.phone_number,
    profile_image_url: imageUrl(baseUrl, row.profile_image_id),
  };
}

/** The full user as the login and profile responses carry it (never the password hash). */
export function serializeUser(row: UserRow, baseUrl: string) {
  return {
    ...serializePublicUser(row, baseUrl),
    role: row.role,
    is_admin: row.role === 'admin',
    address: row.address,
    years_of_experience: row.years_of_experience,
    additional_info: row.additional_info,
  };
}
