import { Box, Button, Group, Text } from '@mantine/core';
import { createElement, useContext, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/repository/current-member';
import { useT } from '@/ui/i18n/use-t';
import { UnseenReferralsCount } from '@/ui/lists/new-count';
import { APP_NAME, NavTabsContext } from './screen-context';
import { TAB_ICONS } from './nav-icons';

function useNavItems() {
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  const { pathname } = useLocation();
  const t = useT();
  return useContext(NavTabsContext)
    .filter((item) => isAdmin || !item.adminOnly)
    .map((item) => ({
      ...item,
      label: t(item.label),
      current: pathname === item.path || pathname.startsWith(`${item.path}/`),
    }));
}

/**
 * Desktop: the app's name and its screens across the top of every signed-in screen
 * (docs/behaviour.md#app-navigation). Hidden on phones, which have the tab bar instead.
 */
export function TopNav() {
  const items = useNavItems();
  const t = useT();
  return (
    <Group
      component="nav"
      aria-label={t('frame.mainNav')}
      visibleFrom="sm"
      justify="space-between"
      gap="sm"
    >
      <Group gap="xs" wrap="nowrap">
        {/* Lazy, like the app's other icon (app-identity.tsx): no cancelled load in Gecko. */}
        <img src="/icons/icon-96.png" alt="" width={28} height={28} loading="lazy" />
        <Text fw={700}>{APP_NAME}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        {items.map((item) => (
          <Button
            key={item.path}
            component={Link}
            to={item.to}
            aria-current={item.current ? 'page' : undefined}
            variant={item.current ? 'light' : 'subtle'}
            size="compact-md"
          >
            {item.label}
            {item.countsNew ? <UnseenReferralsCount style={{ marginLeft: 6 }} /> : null}
          </Button>
        ))}
      </Group>
    </Group>
  );
}

/**
 * Phones: the same screens as a bar at the bottom, in reach of a thumb. Rendered after the
 * screen, sticky to the bottom of the window: it takes its own room at the end of the page, so
 * it never covers the last line, and it stays above the iOS home indicator and clear of the
 * rounded corners in landscape. Styled inline (no stylesheet of its own): the login screen's
 * first load carries nothing for it.
 */
export function TabBar() {
  const items = useNavItems();
  const t = useT();
  return (
    <Box component="nav" aria-label={t('frame.mainNav')} hiddenFrom="sm" style={TAB_BAR_STYLE}>
      {items.map((item) => (
        <Link
          key={item.path}
          to={item.to}
          aria-current={item.current ? 'page' : undefined}
          className="mantine-focus-auto"
          style={item.current ? CURRENT_TAB_STYLE : TAB_STYLE}
        >
          {createElement(TAB_ICONS[item.icon])}
          <span style={TAB_LABEL_STYLE}>{item.label}</span>
          {/* After the label, so the link's name starts with it; drawn on the icon's corner. */}
          {item.countsNew ? <UnseenReferralsCount style={COUNT_ON_ICON_STYLE} /> : null}
        </Link>
      ))}
    </Box>
  );
}

/** What the tab bar takes at the bottom of a phone's window: its tabs, border and inset. */
export const TAB_BAR_HEIGHT = 'calc(57px + env(safe-area-inset-bottom))';

const TAB_BAR_STYLE: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 150,
  display: 'flex',
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  padding: '0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
};

// The dimmed grey and the link blue (a lighter blue in dark) both stay above 4.5:1 on the page.
const TAB_STYLE: CSSProperties = {
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontSize: 12,
  lineHeight: 1.2,
  color: 'var(--mantine-color-dimmed)',
  textDecoration: 'none',
  borderRadius: 'var(--mantine-radius-md)',
  WebkitTapHighlightColor: 'transparent',
};

// Five tabs on a 320 px phone leave 64 px each: a longer label is cut, never widening the page.
const TAB_LABEL_STYLE: CSSProperties = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

// Over the icon's top-right corner, as on a phone's home screen.
const COUNT_ON_ICON_STYLE: CSSProperties = {
  position: 'absolute',
  top: 4,
  left: 'calc(50% + 4px)',
};

const CURRENT_TAB_STYLE: CSSProperties = {
  ...TAB_STYLE,
  color: 'var(--mantine-color-anchor)',
  fontWeight: 700,
};
