import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { inlinePrePaintScript, prePaintScript } from './scripts/build/inline-pre-paint-script';
import { linguiCatalogs } from './scripts/build/lingui-catalogs';
import { minifyClassicScripts } from './scripts/build/minify-classic-scripts';
import { pureReactRouter } from './scripts/build/pure-react-router';
import { contentSecurityPolicy, withPolicyMeta } from './scripts/content-security-policy';

export default defineConfig(({ command, mode }) => {
  warnWithoutProductionApi(command, mode);
  if (command !== 'build') return config;
  return {
    ...config,
    resolve: { alias: [...reactRouterProductionBuild(), ...aliases] },
    plugins: [
      ...(config.plugins ?? []),
      policyMeta(mode),
      pureReactRouter(),
      minifyClassicScripts(['hold-early-submit.js']),
      ...bundleTreemap(),
    ],
  };
});

/**
 * `npm run bench` sets BUNDLE_TREEMAP to a file path: the bundle's treemap (each module's gzip
 * bytes, by chunk) is written there, to see what the first load carries and why.
 */
function bundleTreemap(): Plugin[] {
  const filename = process.env.BUNDLE_TREEMAP;
  if (!filename) return [];
  const template = filename.endsWith('.json') ? 'raw-data' : 'treemap';
  return [visualizer({ filename, template, gzipSize: true }) as Plugin];
}

/**
 * Writes the Content-Security-Policy meta into the built index.html. Builds only: the dev
 * server's React refresh preamble is an inline script the policy rightly refuses.
 */
function policyMeta(mode: string): Plugin {
  const policy = contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_ORIGIN, [
    prePaintScript().policySource,
  ]);
  return {
    name: 'member-portal:csp-meta',
    apply: 'build',
    transformIndexHtml: (html) => withPolicyMeta(html, policy),
  };
}

/**
 * Off localhost the app calls `${VITE_API_ORIGIN}/api/v1`. A build without it falls back to its
 * own origin, which is right only when the API is served beside the app (as the demo API does).
 */
function warnWithoutProductionApi(command: string, mode: string) {
  if (command !== 'build' || loadEnv(mode, process.cwd(), 'VITE_').VITE_API_ORIGIN) return;
  console.warn(
    '\n[member-portal] VITE_API_ORIGIN is not set: outside localhost this build calls /api/v1 on ' +
      'its own origin. Set it to the production API origin for a real deployment.\n',
  );
}

const aliases = [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }];

/**
 * React Router's package exports only its development build (warnings and checks a production
 * bundle never needs); its production build sits beside it.
 */
function reactRouterProductionBuild() {
  const dist = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: dist('index.mjs') },
    { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
  ];
}

const config: UserConfig = {
  resolve: { alias: aliases },
  build: {
    target: 'es2022',
    // BUNDLE_SOURCEMAP=on: source maps, to see which module each byte of a chunk comes from.
    sourcemap: process.env.BUNDLE_SOURCEMAP === 'on',
    chunkSizeWarningLimit: 700,
    // Read by scripts/prerender.mjs to link each prerendered screen's code and styles.
    manifest: true,
    // Every browser the app supports has modulepreload except Safari 16, where modules still load
    // (only without the head start), so the polyfill is not worth its bytes on every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's import() calls keep code out of /login's first load (docs/decisions.md#login-first-load);
      // that the module is also imported statically by other lazy code is expected, not a mistake.
      checks: { ineffectiveDynamicImport: false },
      output: {
        // The entry lists every lazily loaded file for its preloads, so each name costs /login's
        // first load (docs/decisions.md#login-first-load): lazily loaded modules keep their name
        // (screens, the member area: readable in a network log), the chunks they share are named
        // by their hash alone, and a hash is six characters, not eight (36 bits still tell a
        // deploy's files apart). Together about 450 B of the first load. Seven characters since
        // each language's catalogs are files of their own (Rolldown asks for 7 past 64 chunks);
        // a catalog is named by its language and area (docs/languages.md).
        chunkFileNames: (chunk) => {
          const catalog = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(
            chunk.facadeModuleId ?? '',
          );
          if (catalog) return `assets/${catalog[1]}-${catalog[2]}-[hash:7].js`;
          return chunk.isDynamicEntry ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js';
        },
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file: Rolldown would otherwise cut
            // the modules lazy chunks share with it into more files (9 for /login), each with
            // its own gzip overhead (docs/decisions.md#login-first-load).
            { name: 'initial', tags: ['$initial'], priority: 10 },
            {
              name: 'remove-scroll',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev` talks to a demo API started with `npm run demo-api` on its default port.
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:4173',
      '/uploads': 'http://127.0.0.1:4173',
    },
  },
  plugins: [
    inlinePrePaintScript(),
    linguiCatalogs(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-sw',
      filename: 'sw.ts',
      // The app registers /sw.js itself (src/app/pwa/register-service-worker.ts) so failures can be ignored quietly.
      injectRegister: false,
      // The icons and the manifest are matched by the globs below; listing them twice bloats the
      // worker's manifest.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Pre-compressed twins are for the server, not for the cache.
        globIgnores: ['**/*.br', '**/*.gz'],
      },
      manifest: {
        id: '/',
        name: 'Business Networking Member Portal',
        short_name: 'Members',
        description: 'Manage your online sessions and upcoming meetings',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#1c5a9f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Long-press on the home-screen icon: the two things members come for.
        shortcuts: [
          {
            name: 'Give a referral',
            short_name: 'Refer',
            url: '/referrals?tab=create',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My sessions',
            short_name: 'Sessions',
            url: '/dashboard',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
};
