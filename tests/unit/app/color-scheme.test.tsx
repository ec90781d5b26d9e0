import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceColorSchemeManager } from '@/app/preferences/color-scheme-manager';
import { theme } from '@/app/shell/theme';
import { ColorSchemeToggle } from '@/features/shared/color-scheme-toggle';
import { markSignedOut } from '@/storage/auth-storage';
import { COLOR_SCHEME_KEY } from '@/storage/color-scheme';
import prePaintScript from '@/app/first-paint/pre-paint-color-scheme.js?raw';

const html = document.documentElement;

function renderToggle() {
  return render(
    <MantineProvider
      theme={theme}
      env="test"
      defaultColorScheme="auto"
      colorSchemeManager={deviceColorSchemeManager()}
    >
      <ColorSchemeToggle />
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-mantine-color-scheme');
});

describe('the colour scheme toggle', () => {
  /** Opens the header's theme menu and picks one of its three choices. */
  async function choose(label: 'Light' | 'Dark' | 'System') {
    fireEvent.click(screen.getByRole('button', { name: /^Theme: / }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: label }));
  }

  it('offers light, dark and the system, follows the system until a choice, and remembers it', async () => {
    renderToggle();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
    const menu = await screen.findByRole('menu', { name: 'Theme: System' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();

    await choose('Light');
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');

    // Back to the system: nothing stored, so the pre-paint script follows the system again.
    await choose('System');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
  });

  it('starts from the stored choice and ignores junk in the key', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    const { unmount } = renderToggle();
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    unmount();

    localStorage.setItem(COLOR_SCHEME_KEY, 'purple');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
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
