import { isSignedIn, rememberedEmail } from '@/repository/auth-repository';

/**
 * Whether the app's first render will be exactly the prerendered visitor screen, so React can
 * hydrate it instead of replacing it. Anything the browser knows and the build did not changes
 * that render: a sign-in (the screen redirects), a remembered email (the field is filled), a
 * query string (the reset screen's email) or a notice handed over in the history state.
 */
export function firstRenderMatchesPrerender(): boolean {
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  return (
    !isSignedIn() &&
    rememberedEmail() === null &&
    window.location.search === '' &&
    routerState == null
  );
}
