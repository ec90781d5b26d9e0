import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, RECEIVED_PATH, SENT_PATH } from '@/domain/alert-paths';
import { newsMessages, type ReferralNews } from '@/domain/referral-news';
import { decideStartAlert } from '@/domain/start-alert-hold';
import { startAlertKey, startAlertText, type StartCandidate } from '@/domain/start-alerts';
import { useAlertsSetting } from '@/repository/preferences/alerts-setting';
import { cardsOnScreen, onCardLeftScreen } from '@/ui/lists/cards-on-screen';
import { hideNotice, showNotice } from '@/ui/notices/notify';
import { useJoin } from '@/ui/use-join';
import { useBackgroundReferralPolling } from '@/repository/live-alerts/background-polling';
import { useMemberTag } from '@/repository/live-alerts/member-tag';
import { useReferralNews } from '@/repository/live-alerts/use-referral-news';
import { useSeenBaseline, useUnseenReceivedCount } from '@/repository/live-alerts/seen-referrals';
import { useStartAlerts, type StartAlertOutcome } from '@/repository/live-alerts/use-start-alerts';
import {
  forgetPushOnDevice,
  keepUnseenCountForWorker,
  startPush,
  usePushStatus,
} from '@/repository/push/web-push';
import { translate } from '@/ui/i18n/i18n';
import { showAppBadge } from './app-badge';
import { closeSystemNotifications, showSystemNotification } from './system-notifications';

// How long notices stay: the lists and the cards keep what they say.
const NEWS_SHOWN_MS = 5_000;
const START_SHOWN_MS = 15_000;

/** A system notification too only when the member is not looking at the app. */
const lookingAway = () => document.visibilityState === 'hidden' || !document.hasFocus();

/** What a tap on a notification asks the page (src-sw/notification-click.ts). */
interface OpenMessage {
  type: 'OPEN_FROM_NOTIFICATION';
  path: string;
  memberTag: string;
}

const isOpenMessage = (data: unknown): data is OpenMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'OPEN_FROM_NOTIFICATION' &&
  typeof (data as { path?: unknown }).path === 'string';

/**
 * Live alerts of the signed-in area (docs/behaviour.md#live-alerts): referral news and "Starting
 * now" as notices in the app, and as system notifications with Alerts on; the app badge; the
 * hidden page's minute poll; a tapped notification's screen. At sign-out (unmount) everything of
 * the member it showed goes.
 */
export function LiveAlerts() {
  const memberTag = useMemberTag();
  const alertsOn = useAlertsSetting(memberTag) === 'on';
  const navigate = useNavigate();
  const join = useJoin();
  const shownIds = useRef(new Set<string>());
  const unseen = useUnseenReceivedCount();

  const pushOn = usePushStatus() === 'on';

  useSeenBaseline();
  // While the backend pushes, the hidden page's minute poll has nothing to add.
  useBackgroundReferralPolling(alertsOn && !pushOn);

  // At each opening with Alerts on (a sign-in too), this device subscribes again: the backend
  // may have dropped it with an old token, or the browser renewed it (docs/push.md).
  useEffect(() => {
    if (alertsOn) void startPush(memberTag);
  }, [alertsOn, memberTag]);

  const notice = (id: string) => shownIds.current.add(id);
  const system = (title: string, tag: string, path: string) => {
    if (alertsOn && lookingAway()) void showSystemNotification({ title, tag, path, memberTag });
  };

  useReferralNews((news: ReferralNews[]) => {
    for (const { text: message, list } of newsMessages(news)) {
      // In the language shown as it arrives: a notice passes, it does not follow a switch.
      const text = translate(message);
      const path = list === 'received' ? RECEIVED_PATH : SENT_PATH;
      notice(
        showNotice({
          tone: 'info',
          message: text,
          liveForMs: NEWS_SHOWN_MS,
          action: {
            label: translate('liveAlert.view'),
            onPress: () => void navigate(path),
            context: text,
          },
        }),
      );
      system(text, `referrals-${list}`, path);
    }
  });

  const recheckHeldStart = useStartAlerts((items: StartCandidate[]): StartAlertOutcome => {
    const [first] = items;
    const text = startAlertText(items);
    if (!first || !text) return 'shown';
    // Its card already says 'Open now' with the Join: the toast waits until the card is left.
    const screen = { cardsOnScreen: cardsOnScreen(), looking: !lookingAway() };
    if (decideStartAlert(items, screen) === 'hold') return 'held';
    const message = translate(text);
    // One item: its Join, as on its card. Several at once: one alert, the cards have the Joins.
    const link = items.length === 1 ? first.link : null;
    notice(
      showNotice({
        tone: 'info',
        message,
        liveForMs: START_SHOWN_MS,
        action: link
          ? {
              label: translate(
                first.kind === 'session' ? 'liveAlert.joinSession' : 'liveAlert.joinMeeting',
              ),
              onPress: () => join(first.kind, first.id, link),
              context: first.title,
            }
          : undefined,
      }),
    );
    const tag = items.length === 1 ? `start-${startAlertKey(first)}` : 'start-several';
    system(message, tag, DASHBOARD_PATH);
    return 'shown';
  });
  useEffect(() => onCardLeftScreen(recheckHeldStart), [recheckHeldStart]);

  useEffect(() => {
    showAppBadge(unseen);
    void keepUnseenCountForWorker(unseen);
  }, [unseen]);

  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const open = (event: MessageEvent) => {
      if (isOpenMessage(event.data) && event.data.memberTag === memberTag)
        void navigate(event.data.path);
    };
    worker?.addEventListener('message', open);
    return () => worker?.removeEventListener('message', open);
  }, [memberTag, navigate]);

  useEffect(() => {
    const shown = shownIds.current;
    return () => {
      shown.forEach(hideNotice);
      showAppBadge(0);
      void closeSystemNotifications();
      void forgetPushOnDevice();
    };
  }, []);

  return null;
}
