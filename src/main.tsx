import '@/app/first-paint/first-paint-styles';
import '@/app/first-paint/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/shell/app';
import { captureInstallPrompt } from '@/app/pwa/install-prompt-capture';
import { preloadScreensFor } from '@/app/preload-screens';
import { showUpdatePrompt } from '@/app/pwa/update-prompt';
import { registerServiceWorker } from '@/app/pwa/register-service-worker';
import { isSignedIn, startApp } from '@/repository/auth-repository';
import { deviceLanguage } from '@/repository/preferences/language-preference';
import { startIn } from '@/ui/i18n/i18n';

// Read by `npm run bench`: restore and first-paint times are measured from here.
performance.mark('app-start');

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Wire the data layer and restore a wiped sign-in before the router decides where to go.
// The first screen's code loads meanwhile, so its first render shows it, never a blank fallback.
// Before the first screen's code is asked for, so its texts load in the device's language.
const hydrating = container.dataset.takeOver === 'hydrate';
const language = startIn(deviceLanguage(), hydrating);
const firstScreen = preloadScreensFor(window.location.pathname, isSignedIn());
void Promise.allSettled([startApp(), firstScreen, language]).then(() => {
  // A prerendered visitor screen is always made live in place, never replaced: what the person
  // has typed stays in its fields (src/app/first-paint/typed-before-hydration.ts), and what the
  // build could not know follows as state once it is live (docs/decisions.md#prerendered-pages).
  // The dashboard's painted shell, or the empty page, is replaced. Both render in slices, so the
  // page stays responsive while they do.
  if (hydrating) {
    hydrateRoot(container, <App />);
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
});

captureInstallPrompt();
registerServiceWorker(showUpdatePrompt);
