import { Badge } from '@mantine/core';
import { referralBadgeColor, referralStatusText } from '@/domain/referral';
import { showText, useT } from '@/ui/i18n/use-t';

/**
 * docs/behaviour.md#referrals: done green, in process blue, anything else yellow. A pale fill of the colour with
 * near-black text keeps the label above 4.5:1 contrast in each of the three colours.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge
      color={`${referralBadgeColor(status)}.2`}
      c="dark.9"
      variant="filled"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {showText(t, referralStatusText(status))}
    </Badge>
  );
}
