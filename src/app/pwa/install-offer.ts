import { useSyncExternalStore } from 'react';

/** Chromium's install prompt, held back so the app can offer it at a calm moment. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Call once at start, before the browser fires the event. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notify();
  });
}

export type InstallOffer = 'prompt' | 'ios-steps' | null;

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iOS Safari has no install prompt; its home-screen steps are shown instead.
const iosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

function currentOffer(): InstallOffer {
  if (standalone()) return null;
  if (deferredPrompt) return 'prompt';
  return iosSafari() ? 'ios-steps' : null;
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentOffer,
    currentOffer,
  );
}

/** Shows the browser's own install dialog; the offer ends whatever the member chose. */
export async function promptInstall(): Promise<void> {
  const event = deferredPrompt;
  deferredPrompt = null;
  notify();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
