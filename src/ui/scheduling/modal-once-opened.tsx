import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { useT } from '@/ui/i18n/use-t';

/**
 * Mantine's Modal, mounted the first time it opens and kept from then on: a closed Modal still
 * mounts its portal, focus return and scroll lock, and its ids and portal each schedule a
 * synchronous re-render when the screen first appears (docs/decisions.md#dashboard-first-visit).
 * The first opening mounts it closed and opens it straight after, so its transition still plays.
 * Every dialog of the app is one of these: Mantine's close button is an icon with no accessible
 * name of its own, so it gets 'Close' here, in the language in use.
 */
export function ModalOnceOpened({ opened, closeButtonProps, ...props }: ModalProps) {
  const t = useT();
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    // Mounted closed a moment ago: opening it now (before the paint) lets its transition run.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mounted) setReady(true);
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Modal
      opened={opened && ready}
      closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }}
      {...props}
    />
  );
}
