import { formatLastUpdated } from '@/domain/format';
import { useClockValue } from '@/features/shared/use-clock';
import { useLastUpdated } from '@/repository/last-updated';
import { useOnline } from '@/repository/member-query';
import { OfflineStrip } from './offline-banner';

/**
 * Offline, a member sees their last saved data and how old it is ('Last updated 10:42 AM'). It
 * goes away by itself when the connection is back and the lists have refreshed.
 */
export function MemberOfflineBanner() {
  // Online, nothing is formatted or timed: building date formatters is costly on a phone.
  return useOnline() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const updatedAt = useLastUpdated();
  // Follows the clock so 'today' turns into a date after midnight.
  const when = useClockValue((now) =>
    updatedAt === null ? null : formatLastUpdated(updatedAt, now),
  );
  const saved =
    when === null
      ? 'Nothing has been saved on this device yet.'
      : `Showing your last saved data. Last updated ${when}`;
  return <OfflineStrip>You are offline. {saved}</OfflineStrip>;
}
