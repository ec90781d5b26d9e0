import { Box, Switch } from '@mantine/core';
import {
  ALERTS_BLOCKED_MESSAGE,
  ALERTS_LABEL,
  ALERTS_UNSUPPORTED_MESSAGE,
} from '@/domain/alert-texts';
import { turnAlertsOff, turnAlertsOn, useAlertsSetting } from '@/app/preferences/alerts';
import { useMemberTag } from '@/repository/live-alerts/member-tag';
import { useOptionalMemberEngine } from '@/repository/member-data-provider';
import { notifyError } from './notify';

// The same box before and after the code arrives: the prerendered header keeps its layout.
const BOX = { w: 86, h: 36 } as const;

function SignedInAlertsSwitch() {
  const memberTag = useMemberTag();
  const setting = useAlertsSetting(memberTag);
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

  return (
    <Box {...BOX} style={{ display: 'flex', alignItems: 'center' }}>
      <Switch
        label={ALERTS_LABEL}
        checked={setting === 'on'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Box>
  );
}

/**
 * The signed-in header's 'Alerts' switch (docs/behaviour.md#live-alerts): system notifications,
 * asked for only when the member turns it on. Hidden where the browser has no notifications.
 */
export function AlertsSwitch() {
  return useOptionalMemberEngine() ? <SignedInAlertsSwitch /> : <Box {...BOX} />;
}
