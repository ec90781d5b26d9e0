import { useSyncExternalStore } from 'react';

import {
  heldInstallPrompt,
  onInstallPromptChange,
  releaseInstallPrompt,
} from './install-prompt-capture';

export type InstallOffer = 'prompt' | 'ios-steps' | null;

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iOS Safari has no install prompt; its home-screen steps are shown instead.
const iosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

function currentOffer(): InstallOffer {
  if (standalone()) return null;
  if (heldInstallPrompt()) return 'prompt';
  return iosSafari() ? 'ios-steps' : null;
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(onInstallPromptChange, currentOffer, currentOffer);
}

/** Shows the browser's own install dialog; the offer ends whatever the member chose. */
export async function promptInstall(): Promise<void> {
  const event = heldInstallPrompt();
  releaseInstallPrompt();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
