/**
 * drizzle-kit settings: generates versioned SQL migrations from the schema into
 * src/services/db/migrations (run `npx drizzle-kit generate`). The server applies them at start
 * (src/services/db/database.server.ts); drizzle-kit never connects to a database here.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/db/schema.ts',
  out: './src/services/db/migrations',
  strict: true,
  verbose: true,
});
