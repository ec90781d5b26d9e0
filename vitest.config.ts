import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'demo-api/test/**/*.test.ts'],
    // Date formatting tests pin the zone so they read the same on every machine.
    env: { TZ: 'Asia/Kolkata' },
    restoreMocks: true,
    // Screen tests type and click through real Mantine inputs; on a loaded 2-core machine a
    // long form can pass 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
