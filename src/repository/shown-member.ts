import { activeEngine, stopMemberEngine } from './engine/member-engine';
import { currentMemberKey } from './member-key';

/**
 * Whether the member whose data this page shows is still the one signed in, read synchronously
 * from storage (a page restored from the back/forward cache may have missed a sign-out made
 * meanwhile in another tab).
 */
export function shownMemberStillSignedIn(): boolean {
  const engine = activeEngine();
  return engine === null || engine.memberKey === currentMemberKey();
}

/** Stops everything of the member this page was showing: nothing more is shown or sent. */
export function stopShowingMember(): void {
  void stopMemberEngine();
}
