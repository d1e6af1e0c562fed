#!/usr/bin/env node
// `npm run stack`: production's picture on one machine (docs/deployment.md, "The cache tier"):
//   Varnish on STACK_PORT (deploy/varnish/default.vcl) -> two instances of `npm run serve` -> PostgreSQL
// It makes sure Varnish is installed (scripts/ensure-varnish.mjs) and PostgreSQL runs (DATABASE_URL, else
// scripts/ensure-postgres.mjs's server with a database `tasman_stack` of its own), builds once when the
// build is missing, starts both instances on the one database with the purge pointed at Varnish
// (CDN_PURGE_STYLE=varnish), then Varnish in front, prints the public URL, and stops everything on
// Ctrl+C or SIGTERM. An instance that dies is logged and left out (Varnish's health check sees it); the
// stack keeps serving from the other instance, and from its cache while none answers.
//   npm run stack                     STACK_PORT (default 8080); instances on STACK_PORT+1 and +2
//   npm run stack -- --dir <outDir>   serve another build (default dist, built when missing)
// Environment: CONTENT_DATASET as for `npm start`; DATABASE_URL; AUTH_SECRET (else one kept in
// DATA_DIR/stack/auth-secret, the same for both instances); STACK_INSTANCE_PORTS=a,b; DATA_DIR (default
// .data: each instance keeps DATA_DIR/stack/a and /b). Everything else passes to the instances.
// When ready it prints `stack: ready at <url>`, and for each instance `stack: instance <name> pid <pid> on <origin>`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureVarnish } from './ensure-varnish.mjs';
import { SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS } from './serve-options.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const say = (message) => console.log(`stack: ${message}`);
const { values: args } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const outDir = resolve(ROOT, args.dir);
const HOST = '127.0.0.1';
const port = Number(process.env.STACK_PORT || 8080);
const instancePorts = (process.env.STACK_INSTANCE_PORTS || `${port + 1},${port + 2}`).split(',').map(Number);
const dataDir = resolve(ROOT, process.env.DATA_DIR || '.data', 'stack');
const publicUrl = `http://${HOST}:${port}`;
/** Varnish's working folder (its shared memory log, for varnishstat -n): in the system's temporary folder, which its own user can enter. */
const varnishDir = join(tmpdir(), `tasman-stack-varnish-${port}`);

/** DATABASE_URL, else a database `tasman_stack` on the throwaway server of scripts/ensure-postgres.mjs. */
async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const found = spawnSync(process.execPath, [join(ROOT, 'scripts/ensure-postgres.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SKIP_POSTGRES: '' },
  });
  if (found.status !== 0)
    throw new Error('no PostgreSQL: scripts/ensure-postgres.mjs failed (set DATABASE_URL to a server of your own)');
  const url = new URL(found.stdout.trim());
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'tasman_stack'");
    if (!rowCount) await admin.query('CREATE DATABASE tasman_stack');
  } finally {
    await admin.end();
  }
  url.pathname = '/tasman_stack';
  return url.href;
}

/** AUTH_SECRET, else one kept in the stack's data folder: both instances must sign sessions alike. */
function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The instances and the purgers' ACL for default.vcl, which includes this file. */
const instancesVcl = (ports) =>
  [
    '# Written by scripts/stack.mjs: the instances on this machine, and who may purge (them).',
    ...ports.map(
      (instancePort, index) =>
        `backend instance_${index} { .host = "${HOST}"; .port = "${instancePort}"; .probe = health; .connect_timeout = 1s; .first_byte_timeout = 30s; }`,
    ),
    'acl purgers { "127.0.0.1"; "::1"; }',
    `sub add_instances {\n${ports.map((_, index) => `    instances.add_backend(instance_${index});`).join('\n')}\n}`,
    '',
  ].join('\n');

/** Waits until `url` answers 200, while `child` runs. */
async function answers(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const children = [];
let stopping = false;

/** Stops the instances (gracefully, as an orchestrator does), then Varnish; resolves when all have exited. */
async function stopAll() {
  stopping = true;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      ({ child }) =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
}

function onSignal(signal) {
  if (stopping) return;
  say(`${signal}: stopping the instances and Varnish...`);
  stopAll().then(() => {
    say('stopped');
    process.exit(0);
  });
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', () => {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

/** Starts a child and keeps it in the list stopAll stops; an unexpected exit is logged (and, for Varnish, ends the stack). */
function start(name, command, commandArgs, options, { essential }) {
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.push({ name, child });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    if (essential) {
      say(`${name} exited (${code ?? signal}); stopping the stack`);
      stopAll().then(() => process.exit(1));
    } else {
      say(`${name} exited (${code ?? signal}); Varnish's health check takes it out, the others serve`);
    }
  });
  return child;
}

try {
  const varnishd = ensureVarnish();
  if (!existsSync(join(outDir, 'server', 'entry.mjs'))) {
    say(`no build in ${outDir}: building (astro build) ...`);
    const built = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error('the build failed');
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = await databaseUrl();
  const secret = authSecret();
  const names = ['a', 'b'];
  const instances = instancePorts.map((instancePort, index) => {
    const name = names[index] ?? `i${index}`;
    const child = start(
      `instance ${name}`,
      process.execPath,
      [...SERVE_NODE_OPTIONS, 'scripts/serve.mjs', '--dir', outDir],
      {
        env: {
          ...process.env,
          ...SERVE_ENVIRONMENT,
          HOST,
          PORT: String(instancePort),
          DATA_DIR: join(dataDir, name),
          DATABASE_URL: database,
          AUTH_SECRET: secret,
          AUTH_BASE_URL: process.env.AUTH_BASE_URL || publicUrl,
          // Varnish, on this machine, is the proxy whose X-Forwarded-For the instances believe.
          TRUSTED_PROXY: process.env.TRUSTED_PROXY || 'loopback',
          CDN_PURGE_URL: `${publicUrl}/`,
          CDN_PURGE_STYLE: 'varnish',
        },
      },
      { essential: false },
    );
    return { name, port: instancePort, child, origin: `http://${HOST}:${instancePort}` };
  });
  await Promise.all(instances.map(({ origin, child }) => answers(`${origin}/api/health`, child)));

  rmSync(varnishDir, { recursive: true, force: true });
  mkdirSync(varnishDir, { recursive: true, mode: 0o755 });
  // Both files in Varnish's own folder: its compiler runs as its own user, which may not enter the checkout.
  const vcl = join(varnishDir, 'default.vcl');
  copyFileSync(join(ROOT, 'deploy/varnish/default.vcl'), vcl);
  writeFileSync(join(varnishDir, 'instances.vcl'), instancesVcl(instancePorts));
  const varnish = start(
    'varnish',
    varnishd,
    [
      '-F',
      '-a',
      `${HOST}:${port}`,
      '-f',
      vcl,
      '-n',
      varnishDir,
      '-s',
      'malloc,64m',
      '-T',
      `${HOST}:0`,
      '-p',
      `vcl_path=${varnishDir}:/usr/share/varnish/vcl`,
      // The site's own brotli and gzip bodies pass as they are (never re-encoded by Varnish).
      '-p',
      'http_gzip_support=off',
      // Idle connections to an instance are dropped before Node's keep-alive timeout (5 s) closes them:
      // a request sent on a connection the instance just closed fails, and a POST is not sent again.
      '-p',
      'backend_idle_timeout=4',
      ...(process.getuid?.() === 0 ? [] : ['-j', 'none']),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
    { essential: true },
  );
  await answers(`${publicUrl}/api/health`, varnish, 60_000);
  for (const { name, child, origin } of instances) say(`instance ${name} pid ${child.pid} on ${origin}`);
  say(`varnish pid ${varnish.pid}, working folder ${varnishDir} (varnishstat -n ${varnishDir})`);
  say(`ready at ${publicUrl}/`);
} catch (error) {
  console.error(`stack: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
