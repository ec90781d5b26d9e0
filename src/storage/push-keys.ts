/**
 * The records of INDEXED_DB.push (storage-keys.ts). Named here, not there: that file is in
 * /login's first load, and these names are needed only once a member has turned Alerts on.
 */
export const PUSH_KEYS = {
  /** `{ member, memberTag }`: the backend's tag of the signed-in member, and the app's own. */
  signedIn: 'signed-in',
  /** The count of received referrals not seen yet, for the worker's badge. */
  unseen: 'unseen',
  /** A subscription the browser renewed while no page was open (`pushsubscriptionchange`). */
  renewed: 'renewed-subscription',
  /** The device's language ('en', 'hi', 'mr'), in which the worker writes its notifications. */
  language: 'language',
} as const;
