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
    setupFiles: ['tests/setup/reflect.ts', 'tests/setup/canvas.ts'],
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
