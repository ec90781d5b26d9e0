/** The Referrals screen's remembered tab (docs/behaviour.md#screens: remembered between visits). */
export { readReferralsTab, saveReferralsTab, type ReferralsTab } from '@/storage/referrals-tab';
