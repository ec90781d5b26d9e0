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
    // Devanagari (Hindi, Marathi): Android's Noto Sans Devanagari, iOS's Kohinoor, Windows' Nirmala.
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", ' +
    '"Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", sans-serif',
  headings: { fontWeight: '700' },
  // A dialog's close button gets its name, in the language in use, from ModalOnceOpened
  // (src/ui/scheduling/modal-once-opened.tsx), the one way the app opens a dialog.
});

/**
 * Mantine's default error red (red.6) and dimmed grey (gray.6) fall near 3.3:1 on white, below
 * the 4.5:1 that field errors and hints need to be readable in sunlight on a phone. In dark,
 * Mantine's error red (red.8) is a dark red on a dark page (about 3:1) and its dimmed grey
 * (dark.2) reaches 4.0:1 on the page and 3.5:1 on a default button: a lighter red, and a grey
 * between dark.2 and the text's dark.0 (5.9:1 on the page, 5.2:1 on dark.6) that still reads
 * as secondary.
 * Mantine's light button turns blue.2 under the pointer, where its blue.9 text falls to 4.0:1; a
 * hover shade between blue.1 and blue.2 (#c3e5ff, 4.6:1) still shows the pointer.
 * `--app-color-backdrop` is the page behind the visitor screens' card, a shade off the card in
 * either scheme; `--app-color-raised` is what floats over the page (the install hint), a shade
 * lighter than the page in dark, where shadows do not show.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-blue-light-hover': '#c3e5ff',
    '--app-color-backdrop': 'var(--mantine-color-gray-0)',
    '--app-color-raised': 'var(--mantine-color-white)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': '#a0a0a0',
    '--app-color-backdrop': 'var(--mantine-color-dark-8)',
    '--app-color-raised': 'var(--mantine-color-dark-6)',
  },
});
