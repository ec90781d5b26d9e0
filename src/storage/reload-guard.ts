/**
 * Remembers, for this tab only, when the app last reloaded itself to fetch code that went missing
 * after a deploy, so a chunk that is really gone cannot cause a reload loop.
 */
import { CODE_RELOAD_AT_KEY as KEY } from './storage-keys';

const MIN_GAP_MS = 30_000;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** True (and noted) when no such reload happened in the last 30 seconds. */
export function claimCodeReload(now: number): boolean {
  try {
    const store = session();
    if (!store) return false;
    const last = Number(store.getItem(KEY));
    if (Number.isFinite(last) && now - last < MIN_GAP_MS) return false;
    store.setItem(KEY, String(now));
    return true;
  } catch {
    // Without a place to remember the attempt, reloading could loop: show the error screen.
    return false;
  }
}
