/** The Referrals screen's remembered tab (SPEC.md section 2: remembered between visits). */
export { readReferralsTab, saveReferralsTab, type ReferralsTab } from '@/storage/referrals-tab';
