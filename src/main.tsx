import '@/app/styles/visitor-styles';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { captureInstallPrompt } from '@/app/install-offer';
import { preloadScreensFor } from '@/app/screens';
import { showUpdatePrompt } from '@/app/update-prompt';
import { registerServiceWorker } from '@/app/service-worker';
import { isSignedIn, startApp } from '@/repository/auth-repository';

// Read by `npm run bench`: restore and first-paint times are measured from here.
performance.mark('app-start');

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
const root = createRoot(container);

// Wire the data layer and restore a wiped sign-in before the router decides where to go.
// The first screen's code loads meanwhile, so its first render shows it, never a blank fallback.
const firstScreen = preloadScreensFor(window.location.pathname, isSignedIn());
void Promise.allSettled([startApp(), firstScreen]).then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

captureInstallPrompt();
registerServiceWorker(showUpdatePrompt);
