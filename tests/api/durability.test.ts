import { cpSync, fsyncSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices, readConfiguration } from '../../src/services/config.ts';
import { openDurablePglite } from '../../src/services/db/durable-pglite.server.ts';
import { rateLimitHits } from '../../src/services/db/schema.ts';
import { closeOpenDatabases, createDatabase, EMBEDDED_TEMPLATE_FILE, embeddedTemplate } from '../../src/services/db/database.server.ts';
import { OPEN_TIMEOUT } from './harness.ts';

/**
 * The embedded database is durable and private (issue 10): a commit returns only after PostgreSQL's
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
  it('syncs the write-ahead log before each commit returns', async () => {
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
  }, OPEN_TIMEOUT);

  it('keeps DATA_DIR at 0700 and creates the database files without group or other access', async () => {
    const dataDir = scratch();
    folders.push(dataDir);
    const services = createServices(readConfiguration({ DATA_DIR: dataDir }));
    await services.database();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(looseFiles(join(dataDir, 'db'))).toEqual([]);
  }, OPEN_TIMEOUT);

  it("holds a small shop's shared buffers (issue 24): 16 MB, not PostgreSQL's 128 MB, of the process's memory", async () => {
    const dataDir = scratch();
    folders.push(dataDir);
    const db = openDurablePglite(dataDir);
    try {
      const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(shown.rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await db.close();
    }
  }, OPEN_TIMEOUT);

  it("starts a new data folder from the build's template (issue 24): migrated, private, and its own afterwards", async () => {
    const migrations = scratch();
    const dataDir = scratch();
    folders.push(migrations, dataDir);
    cpSync(join('src', 'services', 'db', 'migrations'), migrations, { recursive: true });
    // The build's template, with one table more: the new folder has it only if it started from the template.
    const template = await PGlite.create({ loadDataDir: await embeddedTemplate(migrations) });
    await template.exec('CREATE TABLE made_by_the_template (id integer)');
    writeFileSync(join(migrations, EMBEDDED_TEMPLATE_FILE), Buffer.from(await (await template.dumpDataDir('gzip')).arrayBuffer()));
    await template.close();

    const first = await createDatabase({ dataDir, migrationsFolder: migrations });
    try {
      await first.db.execute('SELECT count(*) FROM made_by_the_template');
      await first.db.execute("INSERT INTO rate_limit_hits (key, window_started_at, hits) VALUES ('template-test', now(), 1)");
    } finally {
      await first.close();
    }
    expect(looseFiles(dataDir)).toEqual([]);

    // Opened again, the folder is a database of its own: the template is not loaded over it.
    const again = await createDatabase({ dataDir, migrationsFolder: migrations });
    try {
      const kept = await again.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits).where(eq(rateLimitHits.key, 'template-test'));
      expect(kept).toEqual([{ hits: 1 }]);
    } finally {
      await again.close();
    }
  }, OPEN_TIMEOUT * 2);
});
