import type { CSSProperties } from 'react';
import { useOptionalMemberEngine } from '@/repository/member-data-provider';
import { useUnseenReceivedCount } from '@/repository/live-alerts/seen-referrals';
import { useT } from '@/ui/i18n/use-t';

const STYLE: CSSProperties = {
  display: 'inline-block',
  minWidth: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: 'var(--mantine-color-red-8)',
  color: 'var(--mantine-color-white)',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
};

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The number of unseen received referrals beside a link or a tab: read as "2 new" after the
 * link's own name. Styled inline, like the tab bar it sits in. Nothing when there are none.
 */
export function NewCount({ count, style }: { count: number; style?: CSSProperties }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span style={style}>
      <span style={STYLE} aria-hidden>
        {count > 99 ? '99+' : count}
      </span>
      <span style={HIDDEN}> {t('frame.newCount', { count })}</span>
    </span>
  );
}

function SignedInCount({ style }: { style?: CSSProperties }) {
  return <NewCount count={useUnseenReceivedCount()} style={style} />;
}

/** The received referrals not seen yet; nothing in the prerendered shell, which has no data. */
export function UnseenReferralsCount({ style }: { style?: CSSProperties }) {
  return useOptionalMemberEngine() ? <SignedInCount style={style} /> : null;
}
