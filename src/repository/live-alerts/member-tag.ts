import { tokenFingerprint } from '../token-fingerprint';
import { useMemberEngine } from '../member-data-provider';
import { currentMemberKey } from '../member-key';

/**
 * The name live alerts keep a member's marks under on this device: a hash of the member key, so
 * what outlives a sign-out never carries an email (docs/architecture.md#what-the-device-keeps).
 */
export const memberTagOf = (memberKey: string) => tokenFingerprint(`member:${memberKey}`);

export function useMemberTag(): string {
  return memberTagOf(useMemberEngine().memberKey);
}

/** The signed-in member's tag outside the member's data engine (the prerendered header). */
export function signedInMemberTag(): string {
  return memberTagOf(currentMemberKey());
}
