import { lastUpdatedText } from '@/domain/freshness';
import { useClockValue } from '@/ui/use-clock';
import { useFreshness } from '@/repository/last-updated';
import { useOnline } from '@/repository/member-query';
import { useLanguage, useT } from '@/ui/i18n/use-t';
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
  const t = useT();
  const language = useLanguage();
  // Follows the clock so 'today' turns into a date after midnight. A string: the clock compares
  // what it derives, so a new message object each tick would render again each time.
  const when = useClockValue((now) => {
    const message = lastUpdatedText(lists, now, {
      labelText: t,
      language,
    });
    return message === null ? null : t(message);
  });
  if (online)
    return when === null ? null : <OfflineStrip>{t('offline.memberStale', { when })}</OfflineStrip>;
  return (
    <OfflineStrip>
      {when === null ? t('offline.memberNothing') : t('offline.memberOffline', { when })}
    </OfflineStrip>
  );
}
