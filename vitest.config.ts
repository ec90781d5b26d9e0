import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './scripts/build/lingui-catalogs';

// Pure rules and normalisers (tests/unit/domain) and the demo API's tests need no browser: they
// run in Node, without the jsdom page and the browser shims of tests/setup.ts, which cost each
// test file over a second.
const NODE_ONLY = ['tests/unit/domain/**/*.test.{ts,tsx}', 'demo-api/test/**/*.test.ts'];
// Tests whose tabs each import their own TanStack Query (see the 'own-tabs' project).
const OWN_TABS = ['tests/unit/repository/outbox-model*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [linguiCatalogs(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Date formatting tests pin the zone so they read the same on every machine.
    env: { TZ: 'Asia/Kolkata' },
    restoreMocks: true,
    // Screen tests type and click through real Mantine inputs; on a loaded 2-core machine a
    // long form can pass 5 s without anything being wrong.
    testTimeout: 20_000,
    // Vitest's default on a 2-core machine is one worker (cores - 1), which left a core idle:
    // much of a file's time is setting up its page and importing, which runs side by side fine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_ONLY },
      },
      {
        extends: true,
        test: {
          name: 'browser-like',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...NODE_ONLY, ...OWN_TABS],
        },
      },
      {
        // The outbox's model-based test gives each tab of the app a module graph of its own,
        // TanStack Query's included (tests/unit/repository/outbox-model-world.tsx): inlined, its
        // online manager is imported afresh per tab after vi.resetModules instead of being one
        // for every tab. Bundled by the optimizer into one module, a tab's import of it costs a
        // few milliseconds instead of a few hundred.
        extends: true,
        test: {
          name: 'own-tabs',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: OWN_TABS,
          server: { deps: { inline: [/@tanstack\//] } },
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  '@tanstack/react-query',
                  '@tanstack/react-query-persist-client',
                  '@tanstack/query-async-storage-persister',
                ],
              },
            },
          },
        },
      },
    ],
  },
});
