import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code (src/**\/*.test.ts, the server wrapper's modules in scripts/, the
 * integrations), API tests (tests/api) and the architecture's import rules (tests/architecture), in a
 * node environment.
 * End-to-end tests (tests/e2e) run under Playwright instead.
 */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'integrations/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'test-results/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Code under test reads DATA_DIR through services/config.ts: keep it off the real data folder.
    env: { DATA_DIR: 'test-results/unit-data' },
  },
});
