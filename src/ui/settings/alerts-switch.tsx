import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import {
  ALERTS_BLOCKED_MESSAGE,
  ALERTS_DESCRIPTION,
  ALERTS_LABEL,
  ALERTS_UNSUPPORTED_MESSAGE,
} from '@/domain/alert-texts';
import {
  turnAlertsOff,
  turnAlertsOn,
  useAlertsSetting,
} from '@/repository/preferences/alerts-setting';
import { useMemberTag } from '@/repository/live-alerts/member-tag';
import { useOptionalMemberEngine } from '@/repository/member-data-provider';
import { notifyError } from '@/ui/notices/notify';

function SignedInAlertsSwitch() {
  const memberTag = useMemberTag();
  const setting = useAlertsSetting(memberTag);
  const descriptionId = useId();
  if (setting === 'unsupported') return null;

  const change = async (on: boolean) => {
    if (!on) {
      turnAlertsOff(memberTag);
      return;
    }
    const result = await turnAlertsOn(memberTag);
    if (result === 'blocked') notifyError(ALERTS_BLOCKED_MESSAGE);
    if (result === 'unsupported') notifyError(ALERTS_UNSUPPORTED_MESSAGE);
  };

  // The description sits outside the switch's label, which Mantine's `description` does not:
  // inside it, it became part of the switch's name.
  return (
    <Stack gap={4}>
      <Switch
        label={ALERTS_LABEL}
        aria-describedby={descriptionId}
        checked={setting === 'on'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="xs" c="dimmed">
        {ALERTS_DESCRIPTION}
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
