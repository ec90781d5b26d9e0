// Build-time only (scripts/prerender.mjs): the HTML of the screens a first visit usually opens, so
// they paint from HTML and CSS before any script has run.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DashboardFrame } from '@/features/dashboard/dashboard-frame';
import { AppFrame } from '@/app/shell/app';
import { AppRoutes } from '@/app/shell/router';
import { preloadScreensFor } from '@/app/preload-screens';
import { SCREENS, screenAt } from '@/app/routes';
import { ScreenTitleContext } from '@/ui/frame/screen-context';
import { needCatalog } from '@/ui/i18n/i18n';

/**
 * How the browser takes over: visitor screens are hydrated (the same markup, made live); the
 * dashboard's shell is only a header to paint early, replaced by the real screen.
 */
export type TakeOver = 'hydrate' | 'replace';

export interface PrerenderedPage {
  path: string;
  takeOver: TakeOver;
  html: string;
}

async function render(path: string, content: ReactNode): Promise<string> {
  await preloadScreensFor(path, false);
  return renderToString(
    <AppFrame>
      <StaticRouter location={path}>{content}</StaticRouter>
    </AppFrame>,
  );
}

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  const visitorPaths = SCREENS.filter(({ access }) => access !== 'member').map(({ path }) => path);
  for (const path of visitorPaths) {
    pages.push({ path, takeOver: 'hydrate', html: await render(path, <AppRoutes />) });
  }
  // The dashboard's painted shell: the signed-in frame's texts and the dashboard's own.
  await Promise.all([needCatalog('member'), needCatalog('dashboard')]);
  pages.push({
    path: '/dashboard',
    takeOver: 'replace',
    html: await render(
      '/dashboard',
      <ScreenTitleContext value={screenAt('/dashboard')?.title ?? null}>
        <DashboardFrame />
      </ScreenTitleContext>,
    ),
  });
  return pages;
}
