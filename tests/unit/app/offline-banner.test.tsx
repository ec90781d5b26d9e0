import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/shell/theme';

// The strip's code cannot be fetched: offline on a first visit, before the service worker holds
// the app, its chunk is not in any cache.
vi.mock('@/app/notices/offline-strip', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe("the visitor's offline notice", () => {
  it('still says the page is offline when the strip’s code cannot be fetched', async () => {
    const { VisitorOfflineBanner } = await import('@/app/notices/offline-banner');
    render(
      <MantineProvider theme={theme} env="test">
        <VisitorOfflineBanner />
        <h1>Log in</h1>
      </MantineProvider>,
    );
    act(goOffline);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. Connect to the internet to continue.',
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
