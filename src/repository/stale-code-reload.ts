import { claimCodeReload } from '@/storage/reload-guard';

/**
 * After a deploy, an open app may ask for a route chunk that no longer exists. Reloading once
 * brings the new version; a second failure within 30 s shows the route error instead.
 */
export function reloadOnceForMissingCode(): boolean {
  if (!claimCodeReload(Date.now())) return false;
  window.location.reload();
  return true;
}
