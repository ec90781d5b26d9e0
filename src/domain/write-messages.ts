/** SPEC.md section 8: the alerts of the signed-in writes, success and fallback failure texts. */
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

/** Not from SPEC.md: what a member sees when a write waits for the network (DESIGN.md rulings). */
export const QUEUED_OFFLINE_MESSAGE =
  'You are offline. This will be sent as soon as you are back online.';

/** Not from SPEC.md: creates and the profile update need the network; what was typed stays. */
export const REFUSED_OFFLINE_MESSAGE =
  'You are offline. Nothing was sent; your entries are kept, so try again once you are back online.';
