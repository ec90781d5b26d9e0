import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/ui/i18n/use-t';

/** The 'New' mark of a referral row. */
export function NewMark() {
  const t = useT();
  return (
    <Badge color="red.8" variant="filled" size="sm" style={{ flexShrink: 0 }}>
      {t('referrals.new')}
    </Badge>
  );
}

/**
 * The rows marked 'New' while the tab stays open: every id that was unseen at some moment. Once
 * a row is on screen it is recorded as seen, but keeps its mark until the member leaves the tab,
 * so the mark can be noticed at all.
 */
export function useMarkedWhileOpen(unseen: ReadonlySet<string>): ReadonlySet<string> {
  const [marked] = useState(() => new Set<string>());
  unseen.forEach((id) => marked.add(id));
  return marked;
}
