import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { captureInstallPrompt } from '@/app/install-offer';
import { registerServiceWorker } from '@/app/service-worker';
import { showUpdatePrompt } from '@/app/update-prompt';
import { startApp } from '@/repository/auth-repository';

// Read by `npm run bench`: restore and first-paint times are measured from here.
performance.mark('app-start');

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
const root = createRoot(container);

// Wire the data layer and restore a wiped sign-in before the router decides where to go.
void startApp()
  .catch(() => undefined)
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

captureInstallPrompt();
registerServiceWorker(showUpdatePrompt);
