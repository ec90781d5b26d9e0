import { imageUrl } from '../lib/user-row';

export interface ReferralRow {
  id: number;
  user_id: number;
  referred_to_id: number;
  description: string;
  status: string;
  created_at: Date;
  sender_fullname: string;
  sender_image: string | null;
  recipient_fullname: string;
  recipient_image: string | null;
}

export const REFERRAL_SELECT = `
  SELECT r.*, s.fullname AS sender_fullname, s.profile_image_id AS sender_image,
         t.fullname AS recipient_fullname, t.profile_image_id AS recipient_image
  FROM referrals r
  JOIN users s ON s.id = r.user_id
  JOIN users t ON t.id = r.referred_to_id`;

/**
 * Given referrals name the sender `user`, received ones `referred_by`: both names occur in the
 * wild (docs/behaviour.md#data-from-the-server) and the client must cope with either.
 */
export function serializeReferral(row: ReferralRow, baseUrl: string, view: 'given' | 'received') {
  const sender = {
    id: row.user_id,
    fullname: row.sender_fullname,
    profile_image_url: imageUrl(baseUrl, row.sender_image),
  };
  return {
    id: row.id,
    description: row.description,
    status: row.status,
    created_at: row.created_at.toISOString(),
    referred_to_id: row.referred_to_id,
    referred_to: {
      id: row.referred_to_id,
      fullname: row.recipient_fullname,
      profile_image_url: imageUrl(baseUrl, row.recipient_image),
    },
    ...(view === 'given' ? { user: sender } : { referred_by: sender }),
  };
}
