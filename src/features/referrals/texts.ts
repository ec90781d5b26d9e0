import { msg } from '@/locales/messages';

/** docs/behaviour.md#errors: the referrals screen's load failure. */
export const REFERRALS_LOAD_FAILED = msg('referrals.loadFailed');
