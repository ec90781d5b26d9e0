import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import {
  turnAlertsOff,
  turnAlertsOn,
  useAlertsSetting,
} from '@/repository/preferences/alerts-setting';
import { useMemberTag } from '@/repository/live-alerts/member-tag';
import { browserMissing, startPush, stopPush, usePushStatus } from '@/repository/push/web-push';
import { PUSH_MISSING_TEXTS } from '@/domain/push-support';
import { useOptionalMemberEngine } from '@/repository/member-data-provider';
import { useT } from '@/ui/i18n/use-t';
import { notifyError } from '@/ui/notices/notify';

function SignedInAlertsSwitch() {
  const memberTag = useMemberTag();
  const setting = useAlertsSetting(memberTag);
  const push = usePushStatus();
  const descriptionId = useId();
  const t = useT();
  const label = t('settings.alertsLabel');
  const description = t('settings.alertsDescription');
  const blocked = t('settings.alertsBlocked');
  if (setting === 'unsupported') {
    // iPhone Safari has no notifications until the app is on the Home Screen: say how to get them.
    if (browserMissing() !== 'ios-not-installed') return null;
    return (
      <Stack gap={4}>
        <Switch label={label} aria-describedby={descriptionId} checked={false} disabled />
        <Text id={descriptionId} size="xs" c="dimmed">
          {description} {t(PUSH_MISSING_TEXTS['ios-not-installed'])}
        </Text>
      </Stack>
    );
  }

  const change = async (on: boolean) => {
    if (!on) {
      turnAlertsOff(memberTag);
      await stopPush();
      return;
    }
    const result = await turnAlertsOn(memberTag);
    if (result === 'blocked') notifyError(blocked);
    if (result === 'unsupported') notifyError(t('settings.alertsUnsupported'));
    if (result === 'on') await startPush(memberTag);
  };

  // The description sits outside the switch's label, which Mantine's `description` does not:
  // inside it, it became part of the switch's name.
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        aria-describedby={descriptionId}
        checked={setting === 'on'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="xs" c="dimmed">
        {description}
        {/* What keeps them from a closed app, or how to allow them: one line, read with the switch. */}
        {setting === 'blocked' ? <> {blocked}</> : null}
        {setting === 'on' && push !== 'on' && push !== 'off' ? (
          <> {t(PUSH_MISSING_TEXTS[push])}</>
        ) : null}
      </Text>
    </Stack>
  );
}

/**
 * The 'Alerts' switch of Settings (docs/behaviour.md#live-alerts): system notifications, asked
 * for only when the member turns it on, kept per member. Hidden where the browser has no
 * notifications, and outside a member's data engine, which knows whose setting it is.
 */
export function AlertsSwitch() {
  return useOptionalMemberEngine() ? <SignedInAlertsSwitch /> : null;
}
