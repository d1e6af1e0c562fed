/**
 * The embedded database's template: a migrated, empty PGlite data folder, shut down cleanly,
 * that the build writes beside the migrations (integrations/server-files.ts), so a new DATA_DIR starts
 * as a copy of it instead of running initdb (3-4 s).
 *
 * Why not PGlite's own `dumpDataDir`/`loadDataDir`: a dump is taken from a running database, so the
 * folder it makes starts with crash recovery, which opens and fsyncs every file through PGlite's
 * emulated filesystem, and the dump is written file by file through that filesystem too: 1.6-2.5 s on
 * 2 cores. Why a folder and not an archive: unpacking the same files from a tar.gz took 0.4-1.3 s
 * (node-tar, or its parser with our own writes), copying the folder 50-60 ms.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { chmod, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDurablePglite } from './durable-pglite.server.ts';
import * as schema from './schema.ts';

/** The template's folder name, beside the migrations it was made from. */
export const EMBEDDED_TEMPLATE_FOLDER = 'pglite-template';

/** A running PostgreSQL's lock file: never part of a template. */
const LOCK_FILE = 'postmaster.pid';

/**
 * initdb's template databases, which PGlite never uses (it connects to `postgres`, and the shop never
 * creates a database): without them a new DATA_DIR has 460 files to write and sync instead of 1,060,
 * which is most of what starting one costs (measured: about 0.7 ms a file, whatever its size).
 */
const UNUSED_DATABASES = ['template0', 'template1'] as const;

/** How many paths are worked on at once: fsyncs queued together let the disk's journal commit them together. */
const CONCURRENCY = 16;

/** Modes for files and folders. */
interface Modes {
  file: number;
  folder: number;
}

/** A build's files: readable by all, as the rest of the build (the server may run as another user). */
const SHARED: Modes = { file: 0o644, folder: 0o755 };
/** A database's files: the server's user's only. */
const PRIVATE: Modes = { file: 0o600, folder: 0o700 };

/** Every file and folder under `dir`, `dir` itself last, each with whether it is a folder. */
async function treeOf(dir: string): Promise<[path: string, isFolder: boolean][]> {
  const paths: [string, boolean][] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...(await treeOf(path)));
    else if (entry.isFile()) paths.push([path, false]);
  }
  paths.push([dir, true]);
  return paths;
}

/** Runs `work` on every file and folder under `dir`, CONCURRENCY at a time. */
async function forEachPath(dir: string, work: (path: string, isFolder: boolean) => Promise<void>): Promise<void> {
  const paths = await treeOf(dir);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const entry = paths[next++];
      if (entry) await work(...entry);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Makes one path private and syncs it to disk (fsync(2); for a folder, its entries). */
async function settlePath(path: string, isFolder: boolean): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.chmod(isFolder ? PRIVATE.folder : PRIVATE.file);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes every file and folder under `dir` private and syncs it to disk: a copy went through the OS's
 * page cache, and must survive a power cut like a commit, before the first commit. `settle` is for tests.
 */
export async function settleTree(
  dir: string,
  settle: (path: string, isFolder: boolean) => Promise<void> = settlePath,
): Promise<void> {
  await forEachPath(dir, settle);
}

/** Makes the template from `migrationsFolder` into `folder` (the build does this once). */
export async function writeEmbeddedTemplate(folder: string, migrationsFolder: string): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const client = openDurablePglite(folder);
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    for (const name of UNUSED_DATABASES) {
      await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.query(`DROP DATABASE ${name}`);
    }
  } finally {
    await client.close();
  }
  rmSync(join(folder, LOCK_FILE), { force: true });
  await forEachPath(folder, (path, isFolder) => chmod(path, isFolder ? SHARED.folder : SHARED.file));
}

/** Whether `dataDir` is missing or empty: the only folders a template is copied into. */
const isEmptyFolder = (dataDir: string): boolean => !existsSync(dataDir) || readdirSync(dataDir).length === 0;

/**
 * Whether `dataDir` should start from the template `folder`: the build has one, and `dataDir` holds
 * nothing yet (a folder with other files is left to PGlite, which refuses it with its own message).
 */
export const startsFromTemplate = (folder: string, dataDir: string): boolean =>
  existsSync(join(folder, 'PG_VERSION')) && isEmptyFolder(dataDir);

/**
 * Copies the template into `dataDir`, private and synced to disk. The copy is made beside `dataDir` (in
 * DATA_DIR, which exists and is private: ensurePrivateDirectory) and renamed into place, so a start cut short (a crash, a power cut) leaves
 * either no database or the whole template, never half of one; the next start clears what is left.
 */
export async function copyTemplate(folder: string, dataDir: string): Promise<void> {
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.unpacking`);
  await rm(staging, { recursive: true, force: true });
  cpSync(folder, staging, { recursive: true });
  await settleTree(staging);
  // Empty (startsFromTemplate): rmdir refuses a folder that is not.
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(staging, dataDir);
  await settlePath(dirname(dataDir), true);
}
