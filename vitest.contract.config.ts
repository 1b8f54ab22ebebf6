import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Pact consumer tests (`node scripts/contract.mjs` runs them, then the provider verification).
 * One file at a time: every test file writes into the same pact file.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __NADI_ENV__: '{}' },
  test: {
    include: ['tests/contract/**/*.pact.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One module graph for all files (60 s → 26 s on this machine): each test builds its own Pact and client.
    isolate: false,
    setupFiles: ['tests/setup/reflect.ts'],
    globalSetup: ['tests/contract/support/global-setup.ts'],
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 30_000,
  },
});
