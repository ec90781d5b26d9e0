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
  },
});
