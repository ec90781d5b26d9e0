import type { PGlite } from '@electric-sql/pglite';

/** What every route needs; passed explicitly so handlers stay plain functions. */
export interface AppContext {
  db: PGlite;
  /** Injected clock so tests can pin "now" (join windows, code expiry). */
  now: () => number;
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();
