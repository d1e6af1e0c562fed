/**
 * The embedded database's template (issue 24): a migrated, empty PGlite data folder, shut down cleanly
 * and packed as a gzipped tar by the build (integrations/server-files.ts), so a new DATA_DIR starts by
 * unpacking it instead of running initdb (3-4 s).
 *
 * Why not PGlite's own `dumpDataDir`/`loadDataDir`: a dump is taken from a running database, so the
 * folder it makes starts with crash recovery, which opens and fsyncs every file through PGlite's
 * emulated filesystem; and the tar is written file by file through that filesystem too. Measured on
 * 2 cores: 1.6-2.5 s for a new folder that way, against 0.3-0.6 s for unpacking with Node, syncing
 * the files in parallel and opening the folder as any warm start does.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import * as tar from 'tar';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDurablePglite } from './durable-pglite.server.ts';
import * as schema from './schema.ts';

/** The template's file name, beside the migrations it was made from. */
export const EMBEDDED_TEMPLATE_FILE = 'pglite-template.tar.gz';

/** A running PostgreSQL's lock file: never part of a template. */
const LOCK_FILE = 'postmaster.pid';

/** Makes the template from `migrationsFolder` and writes it to `file` (the build does this once). */
export async function writeEmbeddedTemplate(file: string, migrationsFolder: string): Promise<void> {
  const folder = join(tmpdir(), `tasman-template-${randomUUID()}`);
  try {
    const client = openDurablePglite(folder);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.close();
    }
    const entries = readdirSync(folder).filter((name) => name !== LOCK_FILE);
    await tar.create({ file, cwd: folder, gzip: true, portable: true }, entries);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** How many files are synced at once: fsyncs queued together let the disk's journal commit them together. */
const SYNC_CONCURRENCY = 16;

/** Every file and folder under `dir`, folders after what they hold, `dir` itself last. */
async function treeOf(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...(await treeOf(path)));
    else if (entry.isFile()) paths.push(path);
  }
  paths.push(dir);
  return paths;
}

/** fsync(2) of one path, file or folder. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Syncs every file and folder under `dir` to disk, SYNC_CONCURRENCY at a time: what was unpacked went
 * through the OS's page cache, and must survive a power cut like a commit before the first commit.
 */
export async function syncTree(dir: string, sync: (path: string) => Promise<void> = syncPath): Promise<void> {
  const paths = await treeOf(dir);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++];
      if (path !== undefined) await sync(path);
    }
  };
  await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
}

/** Whether `dataDir` is missing or empty: the only folders a template is unpacked into. */
function isEmptyFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Whether `dataDir` should start from the template `file`: the build has one, and the folder holds
 * nothing yet (a folder with other files is left to PGlite, which refuses it with its own message).
 */
export const startsFromTemplate = (file: string, dataDir: string): boolean => existsSync(file) && isEmptyFolder(dataDir);

/**
 * Unpacks the template into `dataDir`, private (0700 folders, 0600 files) and synced to disk. It is
 * unpacked beside `dataDir` and renamed into place, so a start cut short (a crash, a power cut) leaves
 * either no database or the whole template, never half of one; the next start clears what is left.
 */
export async function unpackTemplate(file: string, dataDir: string): Promise<void> {
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.unpacking`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  await tar.extract({ file, cwd: staging, chmod: true, processUmask: 0o077, strict: true });
  await syncTree(staging);
  // Empty (startsFromTemplate): rmdir refuses a folder that is not.
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(staging, dataDir);
  await syncPath(dirname(dataDir));
}
