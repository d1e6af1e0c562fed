import { fsyncSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices, readConfiguration } from '../../src/services/config.ts';
import { openDurablePglite } from '../../src/services/db/durable-pglite.server.ts';
import { closeOpenDatabases } from '../../src/services/db/database.server.ts';
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
    const loose: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if ((statSync(path).mode & 0o077) !== 0) loose.push(path);
        if (entry.isDirectory()) walk(path);
      }
    };
    walk(join(dataDir, 'db'));
    expect(loose).toEqual([]);
  }, OPEN_TIMEOUT);
});
