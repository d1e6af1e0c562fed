import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The wrapper's TypeScript modules as plain JavaScript (`x.ts` to `x.mjs`, imports of `./y.ts` to
 * `./y.mjs`): a server that loads no `.ts` file never loads Node's type stripper, about 17 MB of
 * resident memory and 0.1-0.2 s of its start (measured).
 */
function writeWrapperModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const javascript = stripTypeScriptTypes(readFileSync(join(from, name), 'utf8')).replace(
      /(from\s+['"]\.\/[\w.-]+)\.ts(['"])/g,
      '$1.mjs$2',
    );
    writeFileSync(join(to, name.replace(/\.ts$/, '.mjs')), javascript);
  }
}

/**
 * The packages a build leaves in node_modules; every other dependency of the server is bundled into
 * dist/server. Resolving about 2,400 module files one by one (package.json lookups, stats) was most of
 * a start: a warm start took 2.3 s, 1.0 s bundled (docs/performance.md). Left as packages: PGlite (it
 * loads its WASM and data files beside its own module), sharp (native), pg (requires pg-native when
 * asked), pino and thread-stream (worker files by path), nodemailer and prom-client (CommonJS that
 * requires optional modules at run time). Only builds: the dev server keeps Vite's own handling.
 */
const UNBUNDLED_PACKAGES = [
  '@electric-sql/pglite',
  'sharp',
  'pg',
  'pino',
  'thread-stream',
  'nodemailer',
  'prom-client',
] as const;

/**
 * Copies what the built server reads from disk at run time into the build, so `dist/` is all a server
 * needs beside node_modules: the database migrations go to `server/migrations`, where
 * src/services/db/database.server.ts looks for them from its bundled chunk, and the wrapper's modules
 * to `server/serve/` as JavaScript, so a build is served by the wrapper code it was built with. Beside the migrations
 * it writes the embedded database's template (a migrated, empty data folder), so a new DATA_DIR starts
 * without initdb (embedded-template.server.ts). At build time it also has
 * Vite bundle the server's dependencies (UNBUNDLED_PACKAGES).
 */
export default function serverFiles(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'server-files',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({ vite: { ssr: { noExternal: true, external: [...UNBUNDLED_PACKAGES] } } });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir) return;
        const migrations = fileURLToPath(new URL('../src/services/db/migrations', import.meta.url));
        const builtMigrations = fileURLToPath(new URL('migrations', serverDir));
        cpSync(migrations, builtMigrations, { recursive: true });
        // Loaded here, not with the config: `astro sync` and `astro dev` need no database code.
        const { EMBEDDED_TEMPLATE_FOLDER, writeEmbeddedTemplate } =
          await import('../src/services/db/embedded-template.server.ts');
        await writeEmbeddedTemplate(join(builtMigrations, EMBEDDED_TEMPLATE_FOLDER), builtMigrations);
        writeWrapperModules(
          fileURLToPath(new URL('../scripts/serve', import.meta.url)),
          fileURLToPath(new URL('serve', serverDir)),
        );
        logger.info('database migrations, the embedded database template and the server wrapper written to server/');
      },
    },
  };
}
