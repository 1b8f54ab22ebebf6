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
    setupFiles: ['tests/setup/reflect.ts'],
    restoreMocks: true,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**', 'src/application/**', 'src/adapters/**', 'src/mock/**'],
      exclude: ['**/*.test.*', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: {
        'src/domain/**': { lines: 90 },
        'src/adapters/**': { lines: 90 },
      },
    },
  },
});
