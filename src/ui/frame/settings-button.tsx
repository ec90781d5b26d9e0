import { Box, Button, Popover } from '@mantine/core';
import { useDeferredValue, useEffect, useRef } from 'react';
import { SettingsIcon } from './nav-icons';
import { SettingsControls } from '@/ui/settings/settings-controls';
import { useT } from '@/ui/i18n/use-t';

/**
 * The dialog's controls, rendered one render after the dialog itself: taps paint first
 * (docs/decisions.md#taps-paint-first). Mounting the switch and the theme's measured indicator
 * in the frame of the tap doubled its time on a 4x slower CPU; now they appear during the
 * dialog's fade-in. Focus then goes to the first control, as it would have at once.
 */
function ControlsAfterPaint() {
  const shown = useDeferredValue(true, false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
    // Mantine's focus trap found nothing to focus before the controls came, and took the dialog.
    if (shown && dialog && document.activeElement === dialog) {
      dialog.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    }
  }, [shown]);
  return <Box ref={box}>{shown ? <SettingsControls /> : null}</Box>;
}

/**
 * Desktop only: the header's 'Settings' opens the same controls as the profile screen's Settings
 * section, in a small dialog named after the button. Focus moves into it and stays there until
 * Escape or a click outside, then returns to the button. Phones have no such button: their
 * header keeps its room for the title (docs/behaviour.md#settings).
 */
export function SettingsButton() {
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" width={320} trapFocus returnFocus>
      <Popover.Target>
        {/* CSS hides it on phones, so the prerendered header is right before any script runs. */}
        <Button variant="default" visibleFrom="sm" leftSection={<SettingsIcon />}>
          {t('frame.settings')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="md">
        <ControlsAfterPaint />
      </Popover.Dropdown>
    </Popover>
  );
}
