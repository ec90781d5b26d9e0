import { lastUpdatedText } from '@/domain/freshness';
import { useClockValue } from '@/ui/use-clock';
import { useFreshness } from '@/repository/last-updated';
import { useOnline } from '@/repository/member-query';
import { OfflineStrip } from './offline-strip';

/**
 * Offline, a member sees their last saved data and how old it is ('Last updated 10:42 AM'); it
 * goes away by itself when the connection is back and the lists have refreshed. Online, the same
 * quiet strip (no error: docs/behaviour.md#errors: background refresh failures stay silent) marks lists that could
 * not be refreshed, so old data never passes for new.
 */
export function MemberOfflineBanner() {
  const online = useOnline();
  const { lists, refreshFailed } = useFreshness();
  // Online and fresh, nothing is formatted or timed: building date formatters is costly on a phone.
  if (online && !refreshFailed) return null;
  return <StaleNotice online={online} lists={lists} />;
}

function StaleNotice({
  online,
  lists,
}: {
  online: boolean;
  lists: ReturnType<typeof useFreshness>['lists'];
}) {
  // Follows the clock so 'today' turns into a date after midnight.
  const when = useClockValue((now) => lastUpdatedText(lists, now));
  if (online)
    return when === null ? null : <OfflineStrip>Showing your last saved data. {when}</OfflineStrip>;
  const saved =
    when === null
      ? 'Nothing has been saved on this device yet.'
      : `Showing your last saved data. ${when}`;
  return <OfflineStrip>You are offline. {saved}</OfflineStrip>;
}
