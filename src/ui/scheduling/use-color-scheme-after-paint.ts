import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useRef, useState } from 'react';

/**
 * The colour scheme, with the tap painted first (docs/decisions.md#taps-paint-first): the chosen
 * option shows in the next frame, and the scheme, which restyles the whole page (150-250 ms with
 * a 4x slower CPU on the dashboard), is applied in a task after that paint. The last choice wins
 * when the arrow keys move faster than that. Not cancelled on unmount: a choice made just before
 * the desktop's Settings dialog closes still applies.
 */
export function useColorSchemeAfterPaint() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [pending, setPending] = useState<MantineColorScheme | null>(null);
  const scheduled = useRef<{ frame?: number; timer?: ReturnType<typeof setTimeout> }>({});
  const cancel = () => {
    if (scheduled.current.frame !== undefined) cancelAnimationFrame(scheduled.current.frame);
    clearTimeout(scheduled.current.timer);
  };

  const choose = (value: MantineColorScheme) => {
    setPending(value);
    cancel();
    // A task queued from the frame callback runs once that frame has been painted.
    scheduled.current.frame = requestAnimationFrame(() => {
      scheduled.current.timer = setTimeout(() => {
        setColorScheme(value);
        setPending(null);
      }, 0);
    });
  };
  return { value: pending ?? colorScheme, choose };
}
