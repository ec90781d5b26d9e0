import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

/**
 * Mantine's Modal, mounted the first time it opens and kept from then on: a closed Modal still
 * mounts its portal, focus return and scroll lock, and its ids and portal each schedule a
 * synchronous re-render when the screen first appears (docs/decisions.md#dashboard-first-visit).
 * The first opening mounts it closed and opens it straight after, so its transition still plays.
 */
export function ModalOnceOpened({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    // Mounted closed a moment ago: opening it now (before the paint) lets its transition run.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mounted) setReady(true);
  }, [mounted]);
  if (!mounted) return null;
  return <Modal opened={opened && ready} {...props} />;
}
