/** docs/behaviour.md#errors: the alerts of the signed-in writes, success and fallback failure texts. */
export const WRITE_MESSAGES = {
  inviteFailed: 'Failed to send invite',
  sessionCreated: 'Session created successfully!',
  sessionFailed: 'Failed to create session',
  meetingCreated: 'Meeting created successfully!',
  meetingFailed: 'Failed to create meeting',
  referralCreated: 'Referral created successfully!',
  referralFailed: 'Failed to create referral',
  statusFailed: 'Error: Failed to update status',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
} as const;

/** Not from the spec: what a member sees when a write waits for the network (docs/behaviour.md#waiting-changes). */
export const QUEUED_OFFLINE_MESSAGE =
  'You are offline. This will be sent as soon as you are back online.';

/** Not from the spec: creates and the profile update need the network; what was typed stays. */
export const REFUSED_OFFLINE_MESSAGE =
  'You are offline. Nothing was sent; your entries are kept, so try again once you are back online.';

/** Not from the spec: why a waiting write was not sent (docs/behaviour.md#waiting-changes). */
export const WRITE_STALE_MESSAGES = {
  sessionEnded: 'Not sent: the session has ended.',
  expired: 'Not sent: it waited on this device for more than 7 days.',
  unreadable: 'Not sent: it was saved by another version of the app and cannot be read.',
  /** An older version's write without its idempotency key or member: it may have gone through. */
  olderVersionIncomplete:
    'Not sent: an older version of the app saved it incompletely, and it may already have gone through. Check before you retry it.',
} as const;

/** Not from the spec: the texts of changes waiting on the device. */
export const OUTBOX_TEXTS = {
  /** Online, but the server could not be reached or was busy: it is retried on its own. */
  retrying: 'Not sent yet: the server could not be reached. It will be retried automatically.',
  storageFailed:
    'This change could not be saved on this device, so nothing was sent. Please try again.',
} as const;

/** The header's indicator and the logout warning: '1 change waiting', '3 changes waiting'. */
export function changesWaitingLabel(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

/** /login after the sign-in ended with changes still on the device. */
export function changesNotSentNotice(count: number): string {
  return count === 1
    ? '1 change not sent yet: log in again to send it'
    : `${count} changes not sent yet: log in again to send them`;
}

/** Another member signs in on a device holding someone's unsent changes. */
export function discardOtherMembersChangesQuestion(name: string): string {
  return `Changes of ${name} are waiting on this device. Discard them?`;
}
