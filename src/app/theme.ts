import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
  components: {
    // Mantine's close button is an icon with no accessible name of its own. A plain object, not
    // Modal.extend(), so the login screen's first load does not carry the Modal code.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's default error red (red.6) and dimmed grey (gray.6) fall near 3.3:1 on white, below
 * the 4.5:1 that field errors and hints need to be readable in sunlight on a phone.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
