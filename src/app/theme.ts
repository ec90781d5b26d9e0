import { createTheme } from '@mantine/core';

/**
 * Shade 8 of blue keeps white button text above the 4.5:1 contrast ratio; Mantine's default
 * filled shade (6) fails axe's colour-contrast check.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});
