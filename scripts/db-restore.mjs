#!/usr/bin/env node
// Restores a backup of the embedded database (npm run admin -- backup <file>) into an empty DATA_DIR:
//   npm run db:restore -- <file>        (server stopped; DATA_DIR as the server's, default .data)
// A PostgreSQL server (DATABASE_URL) is restored with pg_restore instead (docs/operations.md).
import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function fail(message) {
  console.error(`db:restore: ${message}`);
  process.exit(1);
}

const file = process.argv.slice(2).find((argument) => argument !== '--');
if (!file) fail('name the backup file: npm run db:restore -- <file> (made by npm run admin -- backup <file>).');
if (process.env.DATABASE_URL?.trim()) {
  fail(
    'DATABASE_URL is set: restore PostgreSQL with its own tools into an empty database, e.g. pg_restore --dbname="$DATABASE_URL" shop.dump (a dump made by pg_dump --format=custom). See docs/operations.md.',
  );
}
const dataDir = resolve(process.env.DATA_DIR?.trim() || '.data');
const target = join(dataDir, 'db');
const existing = await readdir(target).catch((error) =>
  error.code === 'ENOENT' ? [] : fail(`cannot read ${target}: ${error.message}`),
);
if (existing.length > 0) {
  fail(
    `${target} is not empty: restore only into an empty DATA_DIR (stop the server, move the folder away or set DATA_DIR to a new folder), so nothing is overwritten.`,
  );
}
const dump = await readFile(file).catch((error) => fail(`cannot read ${file}: ${error.message}`));
await mkdir(target, { recursive: true, mode: 0o700 });
await chmod(dataDir, 0o700);

let db;
try {
  db = new PGlite({ dataDir: target, loadDataDir: new Blob([dump]) });
  await db.waitReady;
  const { rows } = await db.query('select count(*)::int as orders from web_orders');
  console.log(
    `db:restore: restored ${file} into ${target} (${rows[0]?.orders ?? 0} web orders). Start the server with DATA_DIR=${dataDir}.`,
  );
} catch (error) {
  fail(`${file} could not be restored (is it a backup from npm run admin -- backup?): ${error.message}`);
} finally {
  await db?.close();
}

/** The server keeps its database private (0700 folders, 0600 files): the restored files too. */
async function makePrivate(path) {
  const info = await stat(path);
  await chmod(path, info.isDirectory() ? 0o700 : 0o600);
  if (info.isDirectory()) for (const name of await readdir(path)) await makePrivate(join(path, name));
}
await makePrivate(target);
