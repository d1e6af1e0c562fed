import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Copies what the built server reads from disk at run time into the build, so `dist/` is all a server
 * needs beside node_modules: the database migrations go to `server/migrations`, where
 * src/services/db/database.server.ts looks for them from its bundled chunk, and the wrapper's modules
 * to `server/serve/`, so a build is served by the wrapper code it was built with.
 */
export default function serverFiles(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'server-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': ({ logger }) => {
        if (!serverDir) return;
        const migrations = fileURLToPath(new URL('../src/services/db/migrations', import.meta.url));
        cpSync(migrations, fileURLToPath(new URL('migrations', serverDir)), { recursive: true });
        cpSync(fileURLToPath(new URL('../scripts/serve', import.meta.url)), fileURLToPath(new URL('serve', serverDir)), {
          recursive: true,
          filter: (source) => !source.endsWith('.test.ts'),
        });
        logger.info('database migrations and the server wrapper copied to server/');
      },
    },
  };
}
