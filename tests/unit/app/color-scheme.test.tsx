import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceColorSchemeManager } from '@/repository/preferences/color-scheme-manager';
import { theme } from '@/app/shell/theme';
import { ThemeChoice } from '@/ui/settings/theme-choice';
import { markSignedOut } from '@/storage/auth-storage';
import { COLOR_SCHEME_KEY } from '@/storage/color-scheme';
import prePaintScript from '@/app/first-paint/pre-paint-preferences.js?raw';

const html = document.documentElement;

function renderThemeChoice() {
  return render(
    <MantineProvider
      theme={theme}
      env="test"
      defaultColorScheme="auto"
      colorSchemeManager={deviceColorSchemeManager()}
    >
      <ThemeChoice />
    </MantineProvider>,
  );
}

const themeGroup = () => screen.getByRole('radiogroup', { name: 'Theme' });
const chosen = () =>
  within(themeGroup())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));

/** The scheme on the page and the stored choice, once applied: a moment after the tap's paint. */
async function expectApplied(scheme: 'light' | 'dark', stored: string | null) {
  await waitFor(() => expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe(stored));
  expect(html).toHaveAttribute('data-mantine-color-scheme', scheme);
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-mantine-color-scheme');
});

describe('the theme choice', () => {
  it('offers light, dark and the system, follows the system until a choice, and remembers it', async () => {
    const user = userEvent.setup();
    renderThemeChoice();
    const radios = within(themeGroup()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    expect(themeGroup()).toHaveAccessibleDescription(
      'System follows the light or dark setting of your device.',
    );
    expect(within(themeGroup()).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();

    await user.click(within(themeGroup()).getByRole('radio', { name: 'Dark' }));
    expect(chosen()).toEqual(['dark']);
    await expectApplied('dark', 'dark');

    await user.click(within(themeGroup()).getByRole('radio', { name: 'Light' }));
    await expectApplied('light', 'light');

    // Back to the system: nothing stored, so the pre-paint script follows the system again.
    await user.click(within(themeGroup()).getByRole('radio', { name: 'System' }));
    await expectApplied('light', null);
    expect(chosen()).toEqual(['auto']);
  });

  it('is one stop of the Tab key, and the arrow keys choose at once', async () => {
    const user = userEvent.setup();
    renderThemeChoice();
    await user.tab();
    expect(within(themeGroup()).getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(themeGroup()).getByRole('radio', { name: 'Dark' })).toHaveFocus();
    expect(chosen()).toEqual(['dark']); // shown at once, applied after the paint
    await expectApplied('dark', 'dark');
    await user.keyboard('{ArrowLeft}');
    await expectApplied('light', 'light');
    // Faster than a frame: the last choice is the one applied.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chosen()).toEqual(['auto']);
    await expectApplied('light', null);
    // Tab leaves the group rather than walking its choices.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('starts from the stored choice and ignores junk in the key', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    const { unmount } = renderThemeChoice();
    expect(chosen()).toEqual(['dark']);
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    unmount();

    localStorage.setItem(COLOR_SCHEME_KEY, 'purple');
    renderThemeChoice();
    expect(chosen()).toEqual(['auto']);
  });

  it('survives sign-out: it is the device’s, not the member’s', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    markSignedOut();
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });
});

/** Runs the pre-paint colour-scheme script as the browser would, with a given stored choice and system. */
function runPrePaintScript(stored: string | null, systemDark: boolean, storageThrows = false) {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === COLOR_SCHEME_KEY ? stored : null;
    },
  };
  const window = { matchMedia: () => ({ matches: systemDark }) };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
  };
  // The script's globals are these stand-ins: it is run as a function of them.
  new Function('localStorage', 'window', 'document', prePaintScript)(
    localStorage,
    window,
    document,
  );
  return attributes['data-mantine-color-scheme'];
}

describe('the pre-paint colour-scheme script, run before the first paint', () => {
  it('follows the system when nothing was chosen, or the stored value is junk', () => {
    expect(runPrePaintScript(null, true)).toBe('dark');
    expect(runPrePaintScript(null, false)).toBe('light');
    expect(runPrePaintScript('purple', true)).toBe('dark');
  });

  it('lets the device’s choice win over the system', () => {
    expect(runPrePaintScript('light', true)).toBe('light');
    expect(runPrePaintScript('dark', false)).toBe('dark');
  });

  it('follows the system when storage is blocked', () => {
    expect(runPrePaintScript(null, true, true)).toBe('dark');
  });
});
