import { cpSync, existsSync, fsyncSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices, readConfiguration } from '../../src/services/config.ts';
import { openDurablePglite } from '../../src/services/db/durable-pglite.server.ts';
import { rateLimitHits } from '../../src/services/db/schema.ts';
import { closeOpenDatabases, createDatabase, type Database } from '../../src/services/db/database.server.ts';
import {
  EMBEDDED_TEMPLATE_FOLDER,
  settleTree,
  writeEmbeddedTemplate,
} from '../../src/services/db/embedded-template.server.ts';
import { OPEN_TIMEOUT } from './harness.ts';

/**
 * The embedded database is durable and private: a commit returns only after PostgreSQL's
 * log (pg_wal) was synced to disk, and its folder and files are readable by the server's user only.
 * (PostgreSQL itself syncs its log; that is its own guarantee and not retested here.)
 */

const scratch = () => join('test-results', 'unit-data', `durable-${crypto.randomUUID().slice(0, 8)}`);
const folders: string[] = [];
afterAll(async () => {
  await closeOpenDatabases();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Files and folders under `folder` that its group or others may access. */
function looseFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    const own = (statSync(path).mode & 0o077) !== 0 ? [path] : [];
    return entry.isDirectory() ? [...own, ...looseFiles(path)] : own;
  });
}

describe('the embedded database on disk', () => {
  it(
    'syncs the write-ahead log before each commit returns',
    async () => {
      const dataDir = scratch();
      folders.push(dataDir);
      const events: string[] = [];
      const db = openDurablePglite(dataDir, (fd, path) => {
        fsyncSync(fd);
        events.push(path.includes('pg_wal') ? 'sync-wal' : 'sync-other');
      });
      try {
        await db.exec('CREATE TABLE orders (id serial PRIMARY KEY, total_cents integer)');
        for (let order = 1; order <= 3; order += 1) {
          events.push('insert');
          await db.query('INSERT INTO orders (total_cents) VALUES ($1)', [order * 100]);
          events.push('committed');
        }
      } finally {
        await db.close();
      }
      const commits = events.join(' ').match(/insert (?:sync-other )*sync-wal (?:sync-\w+ )*committed/g) ?? [];
      expect(commits).toHaveLength(3);
    },
    OPEN_TIMEOUT,
  );

  it(
    'keeps DATA_DIR at 0700 and creates the database files without group or other access',
    async () => {
      const dataDir = scratch();
      folders.push(dataDir);
      const services = createServices(readConfiguration({ DATA_DIR: dataDir }));
      await services.database();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(looseFiles(join(dataDir, 'db'))).toEqual([]);
    },
    OPEN_TIMEOUT,
  );

  it(
    "holds a small shop's shared buffers: 16 MB, not PostgreSQL's 128 MB, of the process's memory, and 1 MB log segments",
    async () => {
      const dataDir = scratch();
      folders.push(dataDir);
      const db = openDurablePglite(dataDir);
      try {
        const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
        expect(shown.rows).toEqual([{ shared_buffers: '16MB' }]);
        // A new folder's log comes in 1 MB segments (less to write and sync for a new DATA_DIR).
        const segments = await db.query<{ wal_segment_size: string }>('SHOW wal_segment_size');
        expect(segments.rows).toEqual([{ wal_segment_size: '1MB' }]);
      } finally {
        await db.close();
      }
    },
    OPEN_TIMEOUT,
  );

  /** The database's system identifier: initdb draws a new one; a folder unpacked from a template keeps the template's. */
  async function systemIdentifier(db: Database): Promise<string> {
    const answer: unknown = await db.execute(sql`SELECT system_identifier::text AS id FROM pg_control_system()`);
    return z.object({ rows: z.tuple([z.object({ id: z.string() })]) }).parse(answer).rows[0].id;
  }

  it(
    "starts a new data folder from the build's template: migrated, private, whole, and its own afterwards",
    async () => {
      const migrations = scratch();
      const unpacked = scratch();
      const dataDir = scratch();
      folders.push(migrations, unpacked, dataDir);
      cpSync(join('src', 'services', 'db', 'migrations'), migrations, { recursive: true });
      const template = join(migrations, EMBEDDED_TEMPLATE_FOLDER);
      await writeEmbeddedTemplate(template, migrations);
      // The template as made: shut down cleanly (no lock file), so a folder from it needs no recovery;
      // readable by all, as the rest of a build.
      cpSync(template, unpacked, { recursive: true });
      expect(existsSync(join(unpacked, 'PG_VERSION'))).toBe(true);
      expect(statSync(join(template, 'PG_VERSION')).mode & 0o777).toBe(0o644);
      expect(existsSync(join(unpacked, 'postmaster.pid'))).toBe(false);
      const fromTemplate = await createDatabase({ dataDir: unpacked, migrationsFolder: migrations });
      const templateId = await systemIdentifier(fromTemplate.db);
      await fromTemplate.close();

      // A start that died while unpacking left its staging folder: the next start clears it.
      mkdirSync(join(dirname(dataDir), `.${basename(dataDir)}.unpacking`, 'base'), { recursive: true });
      const first = await createDatabase({ dataDir, migrationsFolder: migrations });
      try {
        expect(await systemIdentifier(first.db)).toBe(templateId);
        // Only the shop's database: initdb's template databases are left out of the template.
        const databases: unknown = await first.db.execute(sql`SELECT datname FROM pg_database`);
        expect(databases).toMatchObject({ rows: [{ datname: 'postgres' }] });
        await first.db.execute(
          sql`INSERT INTO rate_limit_hits (key, window_started_at, hits) VALUES ('template-test', now(), 1)`,
        );
      } finally {
        await first.close();
      }
      expect(looseFiles(dataDir)).toEqual([]);
      expect(existsSync(join(dirname(dataDir), `.${basename(dataDir)}.unpacking`))).toBe(false);

      // Opened again, the folder is a database of its own: the template is not unpacked over it.
      const again = await createDatabase({ dataDir, migrationsFolder: migrations });
      try {
        const kept = await again.db
          .select({ hits: rateLimitHits.hits })
          .from(rateLimitHits)
          .where(eq(rateLimitHits.key, 'template-test'));
        expect(kept).toEqual([{ hits: 1 }]);
      } finally {
        await again.close();
      }
    },
    OPEN_TIMEOUT * 3,
  );

  it('makes private and syncs every copied file and folder before the database opens', async () => {
    const folder = scratch();
    folders.push(folder);
    mkdirSync(join(folder, 'base', '5'), { recursive: true });
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    writeFileSync(join(folder, 'base', '5', '1259'), 'x');
    const synced: string[] = [];
    await settleTree(folder, (path) => {
      synced.push(relative(folder, path) || '.');
      return Promise.resolve();
    });
    expect(synced.sort()).toEqual(['.', 'PG_VERSION', 'base', 'base/5', 'base/5/1259'].sort());
  });
});
