import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The Studio's tests (`npm run test:studio`, after scripts/studio.ts installed studio/): its schema
 * against the site's content contract, in plain Node. `sanity` is replaced by the few helpers the
 * schema files use, since the real package imports CSS.
 */
export default defineConfig({
  resolve: { alias: { sanity: fileURLToPath(new URL('./studio/test/sanity-shim.ts', import.meta.url)) } },
  test: {
    include: ['studio/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
  },
});
