import type { Plugin } from 'vite';

/**
 * React Router's production build names its contexts and components for React DevTools
 * (`X.displayName = "..."`) and creates them with calls a bundler must assume have effects, so
 * every context, Link, NavLink and Form stays in the bundle whether the app uses it or not (about
 * 2 KB gzip of /login's first load). Production builds drop the names and mark those React calls
 * pure, so the unused ones are tree-shaken. If a new version writes them differently, nothing
 * breaks: they simply stay (`npm run bench` shows the size).
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'member-portal:pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
      const pure = code
        .replace(/^\s*[A-Za-z_$][\w$]*\.displayName = "[^"]*";\s*$/gm, '')
        .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, '$1/* @__PURE__ */ $2');
      return { code: pure, map: null };
    },
  };
}
