/**
 * Chromium's install prompt, caught at start (before the browser fires it) and held so the app
 * can offer it at a calm moment (install-offer.ts). Only this catching part is in /login's first
 * load; what offers it loads with the screens that do.
 */
export interface InstallPromptEvent extends Event {
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

export const heldInstallPrompt = (): InstallPromptEvent | null => deferredPrompt;

/** The held prompt is used or gone. */
export function releaseInstallPrompt(): void {
  deferredPrompt = null;
  notify();
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
