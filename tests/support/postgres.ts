/**
 * The test PostgreSQL server (TEST_DATABASE_URL, started by scripts/ensure-postgres.mjs): suites make a
 * database of their own on it and drop it afterwards, so they never share rows or rate limits.
 */
import pg from 'pg';

export const POSTGRES_MISSING =
  'TEST_DATABASE_URL is not set: run the tests with `npm test` (scripts/ensure-postgres.mjs starts PostgreSQL), or set SKIP_POSTGRES=1 on a machine without PostgreSQL.';

/** The test server's URL; throws, saying what to do, when there is none. */
export function testServerUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error(POSTGRES_MISSING);
  return url;
}

/** Runs `sql` in the maintenance database of the test server. */
export async function onTestServer(sql: string): Promise<void> {
  const admin = new URL(testServerUrl());
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the test server: its URL, and how to drop it. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
