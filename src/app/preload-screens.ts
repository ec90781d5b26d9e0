import { matchPath } from 'react-router-dom';
import { prepareMemberEngine } from '@/repository/auth-repository';
import { MEMBER_AREA, SCREENS } from './routes';

/**
 * Loads every chunk a path needs (for a signed-in screen: the member area and the screen, their
 * downloads overlapping). Resolves when they are all here. A visitor's signed-in path loads
 * nothing: it leads to the login screen.
 */
export async function preloadScreensFor(pathname: string, signedIn: boolean): Promise<void> {
  const screen = SCREENS.find(({ path }) => matchPath(path, pathname));
  const codes =
    screen === undefined || (screen.access === 'member' && !signedIn)
      ? []
      : screen.access === 'member'
        ? [MEMBER_AREA, screen.code]
        : [screen.code];
  const loading = [];
  // Each file a screen needs is a request the browser starts as its preload link is added, about
  // 1 ms each at 1x under an inspector (Lighthouse): each screen's files are asked for in a task
  // of their own, after the entry's evaluation, and the member area's (18) in two, the data
  // engine's first.
  if (screen?.access === 'member' && signedIn) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    prepareMemberEngine();
  }
  for (const code of codes) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    loading.push(code.preload());
  }
  await Promise.all(loading);
}
