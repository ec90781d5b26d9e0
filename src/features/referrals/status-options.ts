import { useMemo } from 'react';
import { REFERRAL_STATUS_OPTIONS, referralStatusMessage } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { useT } from '@/ui/i18n/use-t';

/**
 * The three statuses as Mantine Select data (Select wants a mutable array): the value sent to the
 * server stays English, the label is in the language in use.
 */
export function useStatusData(): { value: ReferralStatus; label: string }[] {
  const t = useT();
  return useMemo(
    () =>
      REFERRAL_STATUS_OPTIONS.map(({ value }) => ({
        value,
        label: t(referralStatusMessage(value)),
      })),
    [t],
  );
}
