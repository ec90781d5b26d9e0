/** Texts of live alerts (docs/behaviour.md#live-alerts). */
export const ALERTS_LABEL = 'Alerts';
/** Under the switch in Settings: what turning it on brings. */
export const ALERTS_DESCRIPTION =
  'Device notifications when a referral arrives or changes status, and when a session or meeting starts.';
export const ALERTS_BLOCKED_MESSAGE =
  "Notifications are blocked for this app. Allow them in your browser's site settings, then turn Alerts on again.";
export const ALERTS_UNSUPPORTED_MESSAGE = 'This browser cannot show notifications.';
/** Where a tap on a referral's notification leads. */
export const RECEIVED_PATH = '/referrals?tab=received';
export const SENT_PATH = '/referrals?tab=sent';
export const DASHBOARD_PATH = '/dashboard';
