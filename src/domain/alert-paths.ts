/** Where a tap on a live alert's notification leads (docs/behaviour.md#live-alerts). */
export const RECEIVED_PATH = '/referrals?tab=received';
export const SENT_PATH = '/referrals?tab=sent';
export const DASHBOARD_PATH = '/dashboard';
