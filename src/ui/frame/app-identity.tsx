import { Group, Text } from '@mantine/core';
import { APP_NAME } from './screen-context';

/** Same size as the name's line box, so the two sit level and nothing shifts when the icon loads. */
const ICON_SIZE = 40;

/**
 * The product's icon and name above the visitor screens, so a phone user recognises the app they
 * installed from the home screen. Not a heading: the card title stays the page's one h1, and the
 * icon is decorative (empty alt) since the name beside it already says it.
 */
export function AppIdentity() {
  return (
    <Group gap="sm" justify="center" wrap="nowrap">
      {/* Lazy: React holds a screen until its images load and renders the <img> twice; Gecko
          then cancels the first load, which its worker reports as an error (docs/architecture.md#engines). */}
      <img src="/icons/icon-96.png" alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
      <Text component="p" fw={700} fz="xl" lh={`${ICON_SIZE}px`}>
        {APP_NAME}
      </Text>
    </Group>
  );
}
