import { createElement, use, type ComponentType } from 'react';
import { reloadOnceForMissingCode } from '@/repository/stale-code-reload';
import type { CatalogArea } from '@/ui/i18n/catalogs';
import { needCatalog } from '@/ui/i18n/i18n';

/**
 * One screen's code, loaded on demand so the login screen does not pay for the dashboard's code.
 * The import is shared by preloading and rendering, so a screen is fetched once.
 */
export interface ScreenCode {
  preload: () => Promise<ComponentType>;
  Component: ComponentType;
}

/** `areas`: the catalogs of the screen's texts, which load beside its code, in the shown language. */
export function screenCode(
  load: () => Promise<ComponentType>,
  ...areas: CatalogArea[]
): ScreenCode {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), ...areas.map(needCatalog)]).then(
      ([Component]) => (loaded = Component),
      recoverOrThrow,
    ));
  // Not React.lazy: a lazy component suspends on its first render even when its code is already
  // here, and React holds back the reveal of suspended content (about 300 ms). Code that was
  // preloaded renders at once; otherwise use() suspends until it arrives.
  function Screen() {
    return createElement(loaded ?? use(preload()));
  }
  return { preload, Component: Screen };
}

/**
 * A chunk that fails to load (a deploy replaced it) reloads the page once rather than showing
 * an error; until the reload replaces the page the screen stays pending.
 */
function recoverOrThrow(error: unknown): Promise<never> {
  if (reloadOnceForMissingCode()) return new Promise<never>(() => {});
  throw error;
}
