import { REFERRAL_STATUS_OPTIONS } from '@/domain/referral';

/** The three statuses as Mantine Select data (Select wants a mutable array). */
export const STATUS_DATA = [...REFERRAL_STATUS_OPTIONS];
