import { useEffect } from 'react';
import { shownMemberStillSignedIn, stopShowingMember } from '@/repository/current-member';

/**
 * A page kept in the browser's back/forward cache comes back exactly as it was left, member data
 * and all, before any code runs again (docs/architecture.md#backforward-cache). So the page
 * is blanked as it is put away, and shown again only once it is known that the same member is
 * still signed in; otherwise it is left for /login with a full navigation, which never paints
 * the old content.
 */
function hide(): void {
  document.body.style.visibility = 'hidden';
}

function showIfStillSignedIn(): void {
  if (shownMemberStillSignedIn()) {
    document.body.style.visibility = '';
    return;
  }
  stopShowingMember();
  window.location.replace('/login');
}

export function useBackForwardGuard(): void {
  useEffect(() => {
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted) hide();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) showIfStillSignedIn();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !shownMemberStillSignedIn()) {
        hide();
        showIfStillSignedIn();
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
      document.body.style.visibility = '';
    };
  }, []);
}
