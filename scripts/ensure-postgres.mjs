#!/usr/bin/env node
// A throwaway PostgreSQL server for the database tests (tests/api/db.test.ts), so the repositories run
// against real PostgreSQL as well as the embedded PGlite.
//
//   node scripts/ensure-postgres.mjs                  print the connection URL on stdout (nothing else)
//   node scripts/ensure-postgres.mjs -- <command...>  run <command> with TEST_DATABASE_URL set
//   node scripts/ensure-postgres.mjs --stop           stop the server
//
// A TEST_DATABASE_URL already in the environment is used as it is (a server of your own).
//
// When pg_ctl is missing it installs Debian's `postgresql` with apt-get (root only). If PostgreSQL cannot be
// installed or started, it fails and says why: the API tests run on PostgreSQL as well as PGlite, and a
// run that silently left PostgreSQL out would report a pass it did not earn. SKIP_POSTGRES=1 says, on a
// machine without PostgreSQL, that this is meant: the tests then run on PGlite only. Each checkout has a
// cluster of its own, which listens on 127.0.0.1 only and is reused while it runs, on whatever port it
// was started on (a second call takes about a second). It starts on 27320, or when another checkout's
// cluster (a second clone, a bench) holds that port, on the next free one up to 27349, and says which.
// initdb refuses to run as root, so as root the server runs as the `postgres` user; that user may not be
// able to enter the checkout (CI clones under a private folder), so the cluster lives in the system's
// temporary folder, in a folder named after the checkout's path.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * The ports a cluster may start on, first choice first: below Linux's ephemeral port range (32768-60999),
 * where a client connection of a test may hold a port first, and below the end-to-end servers' 27350.
 */
const FIRST_PORT = 27320;
const LAST_PORT = 27349;
const HOST = '127.0.0.1';
const ROLE = 'tasman';
const DATABASE = 'tasman_test';
const checkout = resolve(import.meta.dirname, '..');
const root = join(tmpdir(), `tasman-test-postgres-${createHash('sha256').update(checkout).digest('hex').slice(0, 12)}`);
const dataDir = join(root, 'data');
const socketDir = join(root, 'run');
const logFile = join(root, 'server.log');
const passwordFile = join(root, 'password');

const say = (message) => console.error(`ensure-postgres: ${message}`);
const isRoot = process.getuid?.() === 0;

/** Runs a command with output on stderr (stdout is kept for the URL); returns its exit status. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The folder holding pg_ctl and initdb: Debian's newest /usr/lib/postgresql/<version>/bin, else PATH. */
function findPostgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  return (process.env.PATH ?? '')
    .split(':')
    .find((dir) => dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')));
}

function installPostgres() {
  if (!existsSync('/usr/bin/apt-get'))
    throw new Error('pg_ctl not found and apt-get is not available: install PostgreSQL');
  if (!isRoot) throw new Error('pg_ctl not found; installing it needs root (sudo apt-get install postgresql)');
  say('pg_ctl not found; installing Debian postgresql with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  if (install() !== 0 && (run('apt-get', ['update'], { env }) !== 0 || install() !== 0))
    throw new Error('apt-get install postgresql failed');
}

/** Runs a PostgreSQL tool as the cluster's owner: the `postgres` user when we are root, else ourselves. */
function runAsOwner(bin, tool, args) {
  const executable = join(bin, tool);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', executable, ...args]) : run(executable, args);
}

function ownerIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function makeOwnedDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot) {
    const { uid, gid } = ownerIds();
    chownSync(dir, uid, gid);
  }
}

function initCluster(bin) {
  say(`initialising a cluster in ${dataDir}`);
  makeOwnedDir(root);
  makeOwnedDir(socketDir);
  const password = randomBytes(12).toString('hex');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot) chownSync(passwordFile, ownerIds().uid, ownerIds().gid);
  const status = runAsOwner(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    ROLE,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-instructions',
    '--no-sync',
  ]);
  if (status !== 0) throw new Error(`initdb failed (exit ${status})`);
  // Test-only settings: local TCP only, socket in our folder, durability traded for speed.
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    [
      '',
      '# ensure-postgres.mjs (throwaway test cluster)',
      `port = ${FIRST_PORT}`,
      `listen_addresses = '${HOST}'`,
      `unix_socket_directories = '${socketDir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
}

/** pg_ctl status answers 0 while the server runs (its report is not shown). */
function isRunning(bin) {
  const executable = join(bin, 'pg_ctl');
  const [command, args] = isRoot ? ['runuser', ['-u', 'postgres', '--', executable]] : [executable, []];
  return spawnSync(command, [...args, '-D', dataDir, 'status'], { stdio: 'ignore' }).status === 0;
}

/** The port the running cluster listens on: the fourth line of its postmaster.pid. */
function runningPort() {
  const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${join(dataDir, 'postmaster.pid')}`);
  return port;
}

/** Whether nothing listens on HOST:`port` (a listen there succeeds). */
function isFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, HOST, () => probe.close(() => done(true)));
  });
}

/** Starts the stopped cluster on the first free port from FIRST_PORT; returns that port. */
async function startCluster(bin) {
  if (isRoot && !existsSync(logFile)) {
    writeFileSync(logFile, '');
    chownSync(logFile, ownerIds().uid, ownerIds().gid);
  }
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    if (!(await isFree(port))) continue;
    const busy = port - 1 === FIRST_PORT ? `${FIRST_PORT} is` : `${FIRST_PORT}-${port - 1} are`;
    const taken = port === FIRST_PORT ? '' : ` (${busy} taken, e.g. by another checkout's cluster)`;
    say(`starting PostgreSQL on ${HOST}:${port}${taken} (log: ${logFile})`);
    const status = runAsOwner(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      `-p ${port}`,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    if (status === 0) return port;
    // Taken between the check and the start (another checkout starting at the same moment): try the next.
    if (await isFree(port)) throw new Error(`pg_ctl start failed (exit ${status}); see ${logFile}`);
  }
  throw new Error(`no free port for PostgreSQL on ${HOST} between ${FIRST_PORT} and ${LAST_PORT}`);
}

async function ensureDatabase(password, port) {
  const client = new pg.Client({ host: HOST, port, user: ROLE, password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Starts (or reuses) the cluster and returns its URL; throws, saying why, when PostgreSQL cannot run. */
async function ensurePostgres() {
  let bin = findPostgresBin();
  if (!bin) {
    installPostgres();
    bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL was installed but pg_ctl is still not found');
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initCluster(bin);
  let port;
  if (isRunning(bin)) {
    port = runningPort();
    say(`using this checkout's PostgreSQL on ${HOST}:${port} (${dataDir})`);
  } else {
    port = await startCluster(bin);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await ensureDatabase(password, port);
  return `postgres://${ROLE}:${password}@${HOST}:${port}/${DATABASE}`;
}

function stopPostgres() {
  const bin = findPostgresBin();
  if (!bin || !existsSync(join(dataDir, 'PG_VERSION')) || !isRunning(bin)) return say('not running');
  const status = runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  if (status !== 0) throw new Error(`pg_ctl stop failed (exit ${status})`);
}

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const command = separator === -1 ? [] : args.slice(separator + 1);
const flags = separator === -1 ? args : args.slice(0, separator);

try {
  if (flags.includes('--stop')) {
    stopPostgres();
  } else {
    const skip = process.env.SKIP_POSTGRES === '1';
    const given = process.env.TEST_DATABASE_URL;
    if (skip) say('SKIP_POSTGRES=1: not starting PostgreSQL; the API tests run on PGlite only.');
    else if (given) say('TEST_DATABASE_URL is set: using that PostgreSQL server instead of starting one.');
    const url = skip
      ? undefined
      : given ||
        (await ensurePostgres().catch((error) => {
          throw new Error(
            `${error instanceof Error ? error.message : String(error)}. The API tests need PostgreSQL; on a machine without it, set SKIP_POSTGRES=1 to run them on PGlite only.`,
          );
        }));
    if (command.length === 0) {
      if (url) console.log(url);
    } else {
      const [executable, ...rest] = command;
      const env = url ? { ...process.env, TEST_DATABASE_URL: url } : process.env;
      const child = spawnSync(executable, rest, { stdio: 'inherit', env });
      if (child.error) throw child.error;
      process.exitCode = child.status ?? 1;
    }
  }
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
