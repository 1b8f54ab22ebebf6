import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __NADI_ENV__: '{}' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Screens' tests name their DOM in their first line: happy-dom for most (measured without coverage: 77 s
    // for the run with all 23 such files in jsdom, 63 s with 19 in happy-dom), jsdom where a file says why
    // (the sanitiser's parsing, measured rows, a byte-order mark, home's lazy sections).
    // Worker threads on both cores: measured on this 2-core machine, the whole run took 249 s in the default
    // forks pool and 177 s in two threads with a fresh module graph per file.
    pool: 'threads',
    maxWorkers: 2,
    // One module graph per worker, not per file: the same run (with coverage) took 80 s instead of 176 s,
    // most of the difference being zod, mobx, inversify and ethers imported 265 times. Nothing is mocked by
    // module (no vi.mock); globals, environment variables and spies are put back after each test, and the
    // files pass in shuffled orders (`--sequence.shuffle.files`). A test that needs module state of its own
    // builds it (a fresh container, a fresh store), as the house's tests already do.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // A safety net, not a figure: a property test of 300 runs took 2.8 s under a load of 9 on this machine
    // (coverage on), and the default 5 s failed it once.
    testTimeout: 15_000,
    setupFiles: [
      'tests/setup/reflect.ts',
      'tests/setup/canvas.ts',
      'tests/setup/dialogs.ts',
      'tests/setup/toasts.ts',
      'tests/setup/async-wait.ts',
    ],
    restoreMocks: true,
    coverage: {
      provider: 'v8',
      // Every source file of these parts counts, loaded by a test or not (an untested file shows as 0 %);
      // their READMEs are not code. The screens themselves are measured by the component and e2e tests,
      // their view-models here.
      include: [
        'src/domain/**/*.ts',
        'src/application/**/*.ts',
        'src/adapters/**/*.ts',
        'src/mock/**/*.ts',
        'src/ui/**/*.vm.ts',
      ],
      // Test helpers that live beside the code they fake are exercised by the tests that use them: counting
      // them would raise the figure without testing any production line.
      exclude: ['**/*.test.*', '**/*.d.ts', '**/fake-*', '**/*test-kit*', '**/seed-keys.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: {
        'src/domain/**': { lines: 90 },
        'src/adapters/**': { lines: 90 },
      },
    },
  },
});
