import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Copies what the built server reads from disk at run time into the build, so `dist/` is all a server
 * needs beside node_modules: the database migrations go to `server/migrations`, where
 * src/services/db/database.server.ts looks for them from its bundled chunk, and the wrapper's modules
 * to `server/serve/`, so a build is served by the wrapper code it was built with. Beside the migrations
 * it writes the embedded database's template (a migrated, empty data folder), so a new DATA_DIR starts
 * without initdb (database.server.ts `EMBEDDED_TEMPLATE_FILE`, issue 24).
 */
export default function serverFiles(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'server-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir) return;
        const migrations = fileURLToPath(new URL('../src/services/db/migrations', import.meta.url));
        const builtMigrations = fileURLToPath(new URL('migrations', serverDir));
        cpSync(migrations, builtMigrations, { recursive: true });
        // Loaded here, not with the config: `astro sync` and `astro dev` need no database code.
        const { EMBEDDED_TEMPLATE_FILE, embeddedTemplate } = await import('../src/services/db/database.server.ts');
        const template = await embeddedTemplate(builtMigrations);
        writeFileSync(join(builtMigrations, EMBEDDED_TEMPLATE_FILE), Buffer.from(await template.arrayBuffer()), { mode: 0o644 });
        cpSync(fileURLToPath(new URL('../scripts/serve', import.meta.url)), fileURLToPath(new URL('serve', serverDir)), {
          recursive: true,
          filter: (source) => !source.endsWith('.test.ts'),
        });
        logger.info('database migrations, the embedded database template and the server wrapper written to server/');
      },
    },
  };
}
