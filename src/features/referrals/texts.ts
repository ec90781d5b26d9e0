/** docs/behaviour.md#errors: the referrals screen's load failure. */
export const REFERRALS_LOAD_FAILED = 'Failed to load referrals data';
