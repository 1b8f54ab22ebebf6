import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Pact consumer tests (`node scripts/contract.mjs` runs them, then the provider verification).
 * Files in two workers, each writing a part of the pact file that the global teardown joins (pact-file.ts):
 * the tests wait on Pact's mock servers more than they compute (one worker: 26 s, about 0.9 cores; two: 16 s).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __NADI_ENV__: '{}' },
  test: {
    include: ['tests/contract/**/*.pact.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // One module graph for all files (60 s → 26 s on this machine): each test builds its own Pact and client.
    isolate: false,
    setupFiles: ['tests/setup/reflect.ts'],
    globalSetup: ['tests/contract/support/global-setup.ts'],
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 30_000,
  },
});
