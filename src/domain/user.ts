import { pickAvatarUrl, safeHttpUrl } from '@/domain/avatar';
import { asFiniteNumber, asIdString, asRecord, pickFirst, pickText } from '@/domain/loose';
import type { User } from '@/domain/types';
import { msg, type Shown } from '@/locales/messages';

/** docs/behaviour.md#roles: role equals admin, or is_admin is true, or admin is true. */
export function detectAdmin(raw: unknown): boolean {
  const record = asRecord(raw);
  if (!record) return false;
  return record.role === 'admin' || record.is_admin === true || record.admin === true;
}

function companyName(record: Record<string, unknown>): string {
  const direct = pickText(record, ['company_name', 'company']);
  if (direct) return direct;
  // Some APIs embed the company as an object; its name is what the profile card shows.
  const company = asRecord(record.company);
  return company ? pickText(company, ['name']) : '';
}

export function normaliseUser(raw: unknown): User | null {
  const record = asRecord(raw);
  if (!record) return null;
  const fullname = pickText(record, ['fullname', 'full_name', 'name']);
  return {
    id: pickFirst(record, ['id', 'user_id'], asIdString) ?? '',
    fullname,
    name: pickText(record, ['name']) || fullname,
    email: pickText(record, ['email']),
    role: pickText(record, ['role']),
    isAdmin: detectAdmin(record),
    companyName: companyName(record),
    address: pickText(record, ['address']),
    industry: pickText(record, ['industry']),
    phoneNumber: pickText(record, ['phone_number', 'phone']),
    serviceOffered: pickText(record, ['service_offered']),
    productOffered: pickText(record, ['product_offered']),
    yearsOfExperience: asFiniteNumber(record.years_of_experience),
    additionalInfo: pickText(record, ['additional_info']),
    avatarUrl: pickAvatarUrl(record),
    website: safeHttpUrl(pickText(record, ['website', 'website_url'])),
  };
}

export const USER_PLACEHOLDER_NAME = 'Member';

/** The placeholder for a member with no name and no email, in the language shown. */
export const USER_PLACEHOLDER = msg('identity.member');

/** In English whatever the language (keys, file names); a screen shows userShownName. */
export function userDisplayName(user: User): string {
  return user.fullname || user.name || user.email || USER_PLACEHOLDER_NAME;
}

/** The member's name as the screens show it: their own words, else 'Member' in the language shown. */
export function userShownName(user: User): Shown {
  return user.fullname || user.name || user.email || USER_PLACEHOLDER;
}
