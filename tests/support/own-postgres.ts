/**
 * A PostgreSQL server of a test's own, to stop and start under a running shop: the shared
 * test server (scripts/ensure-postgres.mjs) serves every checkout's suites and must never be stopped.
 * Made with Debian's initdb in a temporary folder, listening on loopback only, trusting local
 * connections (nothing but the test can reach it), and thrown away afterwards. As root the tools run
 * as the postgres user, as ensure-postgres.mjs does.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** Debian's newest /usr/lib/postgresql/<version>/bin, else a folder on PATH holding pg_ctl. */
function postgresBin(): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const found = (process.env['PATH'] ?? '')
    .split(':')
    .find((dir) => dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')));
  if (!found)
    throw new Error(
      'PostgreSQL (pg_ctl, initdb) is not installed: run scripts/ensure-postgres.mjs once, or set SKIP_POSTGRES=1',
    );
  return found;
}

async function tool(name: string, args: string[]): Promise<void> {
  const executable = join(postgresBin(), name);
  await (isRoot ? run('runuser', ['-u', 'postgres', '--', executable, ...args]) : run(executable, args));
}

export interface OwnPostgres {
  /** The URL of the shop's database on it. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'tasman-own-postgres-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(root, 'data');
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    tool('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', '-t', '30', 'start']);
  const stop = () => tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
