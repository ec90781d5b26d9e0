import { onlineManager, useMutation } from '@tanstack/react-query';
import { updateProfile, type ProfileFields } from '@/api/profile-api';
import { errorMessage } from '@/domain/error-message';
import { REFUSED_OFFLINE_MESSAGE, WRITE_MESSAGES } from '@/domain/write-messages';
import { mergeStoredUser } from '@/storage/auth-storage';
import { notifyUserChanged } from './current-user';
import { newIdempotencyKey } from './idempotency-key';
import { mutationKeys } from './query-keys';
import { announceWrite } from './write-notices';

export type { ProfileFields } from '@/api/profile-api';

/** Failures are shown inline on the profile screen (SPEC.md section 8), so they come back here. */
export type ProfileSaveResult = { saved: true } | { saved: false; message: string };

/**
 * PATCH /profile (multipart). The answer's user is merged into the stored login response, and
 * every screen showing the member (the dashboard's profile card) updates at once. Refused offline
 * with the form kept as typed.
 */
export function useUpdateProfile(): (
  fields: ProfileFields,
  image: File | null,
) => Promise<ProfileSaveResult> {
  const { mutateAsync } = useMutation({
    mutationKey: [...mutationKeys.updateProfile],
    networkMode: 'always',
    mutationFn: (input: { fields: ProfileFields; image: File | null; key: string }) =>
      updateProfile(input.fields, input.image, { idempotencyKey: input.key }),
  });
  return async (fields, image) => {
    if (!onlineManager.isOnline()) return { saved: false, message: REFUSED_OFFLINE_MESSAGE };
    try {
      const updated = await mutateAsync({ fields, image, key: newIdempotencyKey() });
      mergeStoredUser(updated);
      notifyUserChanged();
    } catch (error) {
      return { saved: false, message: errorMessage(error, WRITE_MESSAGES.profileFailed) };
    }
    announceWrite({ tone: 'success', message: WRITE_MESSAGES.profileUpdated });
    return { saved: true };
  };
}
