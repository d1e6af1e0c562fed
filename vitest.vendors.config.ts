import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vendor suites' API tests (tests/vendors/*.test.ts, `npm run test:vendors`): the site's adapters
 * against the vendors' own software running offline (here: a real SMTP server over TLS with a
 * throwaway CA). The browser suites of tests/vendors run under playwright.vendors.config.ts.
 */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/vendors/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    env: { DATA_DIR: 'test-results/unit-data' },
  },
});
