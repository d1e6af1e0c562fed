/**
 * Opens the database the repositories work on and brings its schema up to date: the embedded PGlite
 * database under `${DATA_DIR}/db` by default, PostgreSQL (node-postgres pool) when DATABASE_URL is set.
 * Both are drizzle pg-core databases, so every repository is written once against `Database`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { logFailure } from '../log-failure.ts';
import { ensurePrivateDirectory } from '../private-directory.server.ts';
import { openDurablePglite, SMALL_SHOP_PARAMS } from './durable-pglite.server.ts';
import { copyTemplate, EMBEDDED_TEMPLATE_FOLDER, startsFromTemplate } from './embedded-template.server.ts';
import * as schema from './schema.ts';
import { timedPhase } from '../operations/startup.ts';

/** Every table, as drizzle's relational queries see them. */
export type Schema = typeof schema;

/** What repositories take: satisfied by the PGlite and the node-postgres drizzle databases, and by their transactions. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database and how to let go of it. */
export interface OpenDatabase {
  db: Database;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
}

/** Where to open a database: a PostgreSQL URL, a PGlite folder, or a throwaway in-memory PGlite (tests). */
export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean | undefined;
  /** Folder of drizzle-kit migrations; found next to this module or under the working directory by default. */
  migrationsFolder?: string | undefined;
}

/** Any constant shared by every server process: serialises migrations on one PostgreSQL database. */
const MIGRATION_LOCK_ID = 4_732_001;

/**
 * The migrations folder: beside this module when running from source (dev, tests), else the copy the
 * build puts in `server/migrations` (integrations/server-files.ts), one folder up from the bundled chunk.
 * The working directory plays no part, so the built server runs from anywhere.
 */
function findMigrationsFolder(preferred?: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [preferred, join(here, 'migrations'), join(here, '..', 'migrations')].filter(
    (folder): folder is string => folder !== undefined,
  );
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found; looked in: ${candidates.join(', ')}`);
  return found;
}

async function openPostgres(url: string, migrationsFolder: string): Promise<OpenDatabase> {
  // node-postgres is loaded only with DATABASE_URL: the embedded database never needs it.
  const [{ default: pg }, { drizzle: drizzleNodePostgres }, { migrate: migrateNodePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator, a database dropped
  // while the pool closes) is reported here and dropped by the pool; unheard, the error would end the process.
  pool.on('error', (error) =>
    logFailure(
      'database: an idle PostgreSQL connection was ended by the server; the pool opens another when needed.',
      error,
    ),
  );
  const lockHolder = await timedPhase('database', () => pool.connect());
  try {
    // Two server processes starting together must not both apply the same migration.
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await timedPhase('migrations', () =>
      migrateNodePostgres(drizzleNodePostgres({ client: lockHolder, schema }), { migrationsFolder }),
    );
  } catch (error) {
    lockHolder.release();
    await pool.end();
    throw error;
  }
  await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  lockHolder.release();
  return { db: drizzleNodePostgres({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}

/** PGlite on disk is durable and private (durable-pglite.server.ts); in memory (tests) it is plain. */
async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<OpenDatabase> {
  if (dataDir) {
    ensurePrivateDirectory(dataDir);
    const template = join(migrationsFolder, EMBEDDED_TEMPLATE_FOLDER);
    if (startsFromTemplate(template, dataDir)) await timedPhase('template', () => copyTemplate(template, dataDir));
  }
  const client = dataDir
    ? openDurablePglite(dataDir)
    : new PGlite({ startParams: [...PGlite.defaultStartParams, ...SMALL_SHOP_PARAMS] });
  await timedPhase('database', () => client.waitReady);
  const db = drizzlePglite({ client, schema });
  try {
    await timedPhase('migrations', () => migratePglite(db, { migrationsFolder }));
  } catch (error) {
    await client.close();
    throw error;
  }
  embeddedClients.set(db, client);
  return { db, kind: 'embedded', close: () => client.close() };
}

/** The PGlite behind each embedded database (for its backups). */
const embeddedClients = new WeakMap<object, PGlite>();

/**
 * A consistent snapshot of an embedded database while it serves: PGlite's own dump of its
 * data folder (a gzipped tar), taken after a checkpoint and with no transaction running (PGlite runs
 * one statement or transaction at a time, so the dump waits for the one under way). Undefined for
 * PostgreSQL (use pg_dump: docs/operations.md).
 */
export async function dumpEmbeddedDatabase(db: Database): Promise<Blob | undefined> {
  const client = embeddedClients.get(db);
  if (!client) return undefined;
  // A checkpoint first (a dump needing little WAL replay); then the dump holds the lock every statement
  // and transaction takes, so it never falls between two statements of a transaction.
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/**
 * Opens a database and applies pending migrations before handing it out. Tests use it directly
 * (`{ inMemory: true }` or `{ url }`); the server goes through services().database() (services/config.ts).
 */
export async function createDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const migrationsFolder = findMigrationsFolder(options.migrationsFolder);
  if (options.url) return openPostgres(options.url, migrationsFolder);
  if (!options.inMemory && !options.dataDir) throw new Error('createDatabase needs a url, a dataDir or inMemory: true');
  return openPglite(options.inMemory ? undefined : options.dataDir, migrationsFolder);
}

/**
 * Open databases by location, kept on globalThis: when `astro dev` re-evaluates this module after an edit,
 * the PGlite folder already open in this process is reused instead of being opened a second time, and
 * two services objects on the same location (tests switching one setting) share one database.
 */
const registryKey: unique symbol = Symbol.for('tasman.openDatabases');
const registryHolder = globalThis as typeof globalThis & { [registryKey]?: Map<string, Promise<OpenDatabase>> };
const openDatabases = (registryHolder[registryKey] ??= new Map());

/**
 * The database at `options`' location, opened and migrated once per process; concurrent first callers
 * share the same promise. A failed open is forgotten, so the next call tries again.
 */
export async function openDatabaseOnce(options: { url: string } | { dataDir: string }): Promise<Database> {
  const key = 'url' in options ? `postgres:${options.url}` : `embedded:${options.dataDir}`;
  let opening = openDatabases.get(key);
  if (!opening) {
    opening = createDatabase(options);
    openDatabases.set(key, opening);
    const attempt = opening;
    attempt.catch(() => {
      if (openDatabases.get(key) === attempt) openDatabases.delete(key);
    });
  }
  return (await opening).db;
}

/** Closes every database openDatabaseOnce opened (tests, shutdown); the next call opens it again. */
export async function closeOpenDatabases(): Promise<void> {
  const open = [...openDatabases.values()];
  openDatabases.clear();
  // A database that failed to open has nothing to close.
  await Promise.all(open.map(async (opening) => (await opening.catch(() => undefined))?.close()));
}
