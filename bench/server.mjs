// Helpers for the benchmarks: build the site into an outDir, serve it, wait for it, stop it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS } from '../scripts/serve-options.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASTRO = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

/** Run `astro build --outDir <outDir>` on a dataset; resolves to the wall-clock seconds it took. */
export function build(outDir, { dataset, quiet = false } = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...(dataset ? { CONTENT_DATASET: dataset } : {}) },
  });
  if (result.status !== 0)
    throw new Error(`astro build into ${outDir} failed (exit ${result.status ?? result.signal})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Whether an outDir holds a standalone server build. */
export const hasBuild = (outDir) =>
  existsSync(`${outDir}/server/entry.mjs`) && existsSync(`${outDir}/server/serve/listener.mjs`);

/**
 * What `npm run serve` starts the server with (scripts/serve-options.mjs): the environment the process
 * needs from its start (e.g. MALLOC_ARENA_MAX) and Node's options (e.g. its heap sizes). The benches start
 * scripts/serve.mjs with them, so they measure what an operator runs, in one process whose pid is the server's.
 */
export function serveCommand() {
  return { env: { ...SERVE_ENVIRONMENT }, nodeOptions: [...SERVE_NODE_OPTIONS] };
}

/** Servers started and not stopped yet: killed if the bench itself dies, so none is left holding a port. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Serve a build with scripts/serve.mjs on 127.0.0.1:<port>; resolves once `readyPath` answers 200 (the
 * default `/` renders the home page; benches of first renders ask `/api/health`, which renders nothing).
 * The server starts as `npm run serve` starts it (serveCommand), with `nodeArgs` after Node's options (e.g. --cpu-prof). The answer says when the process was spawned and
 * how long it took to answer, and its pid (for /proc/<pid>/status). `onLine` receives each line of its stdout.
 */
export async function serve(
  outDir,
  port,
  env = {},
  { readyPath = '/', nodeArgs = [], pollMs = 200, timeoutMs = 120_000, onLine } = {},
) {
  const spawnedAt = performance.now();
  const command = serveCommand();
  const child = spawn(process.execPath, [...command.nodeOptions, ...nodeArgs, 'scripts/serve.mjs', '--dir', outDir], {
    cwd: ROOT,
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
    env: { ...process.env, ...command.env, HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (onLine) {
    // `onLine` gets each line the server writes to stdout (its JSON log).
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  // Two minutes by default: serve.mjs migrates and warms up before it listens, slow on a busy shared machine.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${outDir} exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet (serve.mjs listens only once warm).
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server for ${outDir} did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    origin,
    pid: child.pid,
    readyMs: performance.now() - spawnedAt,
    // On the monotonic clock of V8's CPU profiles (microseconds), to cut a server's profile at ready.
    readyAtUs: monotonicUs(),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A TCP port nobody listens on now (the OS picks it): benches share the machine with other servers. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A process's resident memory now (`VmRSS`) or at its highest so far (`VmHWM`), in MiB, from /proc. */
export function statusMiB(pid, field = 'VmRSS') {
  try {
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Math.round(Number(kib) / 1024);
  } catch {
    return undefined;
  }
}

/** A process's resident memory now, in MiB. */
export const rssMiB = (pid) => statusMiB(pid, 'VmRSS');

/**
 * CPU time a process has used so far, user + system, all threads (utime + stime of /proc/<pid>/stat,
 * in clock ticks of 10 ms): on a busy shared machine wall times stretch; this much less.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    // Fields 14 and 15 of proc(5); counted from field 3, the first after the command name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Now on the monotonic clock (CLOCK_MONOTONIC) in microseconds: what V8's CPU profiles stamp samples with. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * PostgreSQL for a bench: a database of its own (`<prefix>_<pid>_<n>`) in the throwaway server
 * (TEST_DATABASE_URL, else scripts/ensure-postgres.mjs starts or finds it); `drop` removes it.
 */
let benchDatabases = 0;
export async function benchDatabase(prefix) {
  let base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const found = spawnSync(process.execPath, ['scripts/ensure-postgres.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (found.status !== 0)
      throw new Error('bench: no PostgreSQL (scripts/ensure-postgres.mjs failed); run on PGlite only');
    base = found.stdout.trim();
  }
  const name = `${prefix}_${process.pid}_${benchDatabases++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
