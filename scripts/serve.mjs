#!/usr/bin/env node
// Serves an existing build (@astrojs/node's handler, middleware mode) on HOST:PORT.
// Usage: node scripts/serve.mjs [--dir <outDir>]   (default outDir: dist)
// Started without the server's Node options and environment (scripts/serve-options.mjs), it starts itself
// again with them as a child, passes SIGINT/SIGTERM on and exits as the child does.
// HOST defaults to localhost and PORT to 4321; CONTENT_DATASET, DATA_DIR etc. pass through to the server.
// The wrapper's modules are loaded from the build (<outDir>/server/serve/, written from scripts/serve/ by
// integrations/server-files.ts, their types stripped), so everything this file loads is in the build it serves.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import module from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingServeOptions } from './serve-options.mjs';

// The server shares its port between its workers (`reusePort`), which older Node ignores: the second
// worker would then fail with EADDRINUSE. The project's Node (the `node` dev dependency) is what
// `npm start` and `npm run serve` run; this names it when the script is started with another.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  console.error(
    `serve: this server needs Node 24, and this is Node ${process.versions.node}. ` +
      "Start it with `npm run serve` or `npm start` (they use the project's own Node 24 from node_modules/.bin), " +
      'or run node_modules/.bin/node scripts/serve.mjs.',
  );
  process.exit(1);
}

const relaunch = missingServeOptions(process.execArgv, process.env);
if (relaunch) await runAsChild(relaunch);

/**
 * Runs this script again in a child process with the server's options and environment, which must be
 * there when a process starts (MALLOC_ARENA_MAX is read by C's allocator before any JavaScript runs);
 * this process only passes stop signals on and exits with the child's code. On POSIX a signal sent to
 * this process is passed on (a terminal's Ctrl+C reaches both; the server ignores a second signal while
 * it stops). Windows has no signals to pass: Ctrl+C reaches the child from the console itself.
 */
function runAsChild({ nodeOptions, env }) {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [...nodeOptions, ...process.execArgv, script, ...process.argv.slice(2)], {
    env,
    stdio: 'inherit',
  });
  const pass = (signal) => {
    if (process.platform !== 'win32' && child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, pass);
  return new Promise(() => {
    child.once('error', (error) => {
      console.error(`serve: could not start the server process: ${error.message}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      if (signal && process.platform !== 'win32') {
        // Ended by a signal it did not handle: end the same way, so whoever started this sees it.
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      process.exit(code ?? 1);
    });
  });
}

// A served build runs in production mode: bundled React renders with its production build and libraries
// skip their development checks (they read NODE_ENV as their modules load, so it is set before any of the
// build's modules is imported). An operator may still set another value. `astro dev` and the tests do not
// come through here. What reads it: docs/deployment.md.
process.env.NODE_ENV ||= 'production';

// V8's compiled code for the build's modules, kept between starts in Node's own compile cache (keyed by
// each file's contents, in the OS's temporary folder unless NODE_COMPILE_CACHE names another): a warm
// start is ready about 12 % sooner (docs/performance.md). Written once the server listens. A cache that
// cannot be written (a read-only or another user's folder) only costs that.
module.enableCompileCache?.();

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const outDir = resolve(values.dir);
const entry = resolve(outDir, 'server', 'entry.mjs');

if (!existsSync(entry)) {
  console.error(`serve: no build found at ${entry}.\n  Run npm run build first (or npm start to build and serve).`);
  process.exit(1);
}
if (!existsSync(resolve(outDir, 'server', 'serve', 'listener.mjs'))) {
  console.error(
    `serve: the build at ${outDir} is older than this wrapper (no server/serve/listener.mjs).\n  Run npm run build again.`,
  );
  process.exit(1);
}
const wrapperModule = (name) => import(pathToFileURL(resolve(outDir, 'server', 'serve', `${name}.mjs`)).href);
const [
  { SERVE_PROBE_HEADER },
  { createListener },
  { readPageHeaders },
  { answerClientError, answerConnect },
  { createServerPool },
] = await Promise.all(['forwarded', 'listener', 'page-headers', 'request-guard', 'server-pool'].map(wrapperModule));

process.env.HOST ||= 'localhost';
process.env.PORT ||= '4321';
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`serve: PORT must be a port number (1-65535), got "${process.env.PORT}".`);
  process.exit(1);
}

// Serve with our own http server around the app's handler (static files, then the app).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING ||= 'disabled';
const modulesStarted = performance.now();
const { handler } = await import(pathToFileURL(entry).href);
const modulesMs = Math.round(performance.now() - modulesStarted);

/**
 * Before listening on PORT: ask the app itself, on a private loopback port, for GET /api/health. A bad
 * environment is answered first (the composition root's check of every setting, src/services/config.ts),
 * and the server stops with its lines alone. Otherwise that opens and migrates the database and builds
 * the identity server (so the first visitor does not wait).
 * Its answer carries the security headers the middleware puts on every rendered page, with the CSP
 * of the configured vendors (src/services/config.ts): static files are served before the middleware
 * runs, so they get those same headers here. To this probe only (SERVE_PROBE_HEADER, stripped from
 * every request from outside), the answer also names the reverse proxies to trust (TRUSTED_PROXY as
 * the composition root parsed and checked it): the app's configuration decides, this wrapper applies.
 */
const NOT_SECURITY_HEADERS = new Set([
  'content-type',
  'content-length',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'etag',
  'last-modified',
  'set-cookie',
  'content-encoding',
]);
async function warmUp() {
  const probe = createServer(handler);
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${probe.address().port}/api/health`;
  try {
    const ask = async (https) => {
      const answer = await fetch(base, {
        headers: { [SERVE_PROBE_HEADER]: '1', ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
      });
      const body = await answer.text();
      const badEnvironment = environmentProblems(answer, body);
      if (badEnvironment) throw new BadEnvironment(badEnvironment);
      // An error page (the app failed before /api/health ran) is not worth printing: the cause is logged above it.
      const shown = (answer.headers.get('content-type') ?? '').includes('html')
        ? 'an error page (the cause is logged above)'
        : body;
      if (!answer.ok) throw new Error(`GET /api/health answered ${answer.status}: ${shown}`);
      return {
        headers: [...answer.headers].filter(([name]) => !NOT_SECURITY_HEADERS.has(name)),
        data: JSON.parse(body).data,
      };
    };
    const [http, https] = [await ask(false), await ask(true)];
    const trustedProxies = http.data?.trustedProxies;
    if (!Array.isArray(trustedProxies)) throw new Error('GET /api/health did not name the trusted proxies.');
    return { staticHeaders: { http: http.headers, https: https.headers }, trustedProxies, warmed: warmPages(probe) };
  } catch (error) {
    await closeProbe(probe);
    throw error;
  }
}

/** A bad environment, as the app worded it: printed on its own, line by line, with no "could not start" around it. */
class BadEnvironment extends Error {}

/**
 * The app's answer to the probe when its environment is bad (src/middleware.ts): its message and one
 * line per bad setting, or undefined for any other answer.
 */
function environmentProblems(answer, body) {
  if (answer.status !== 503 || !(answer.headers.get('content-type') ?? '').includes('json')) return undefined;
  const { message, problems } = JSON.parse(body);
  if (typeof message !== 'string' || !Array.isArray(problems)) return undefined;
  return [message, ...problems.map((problem) => `  ${problem}`)].join('\n');
}

async function closeProbe(probe) {
  probe.closeAllConnections();
  await new Promise((done) => probe.close(done));
}

/**
 * After the server listens, the home page is asked once on the private port, in the background: the
 * first render loads the page modules (a second or more), which would otherwise be the first visitor's
 * wait. Nothing else is rendered at start; pages are rendered when asked (docs/publishing.md).
 */
async function warmPages(probe) {
  const base = `http://127.0.0.1:${probe.address().port}`;
  await new Promise((resume) => setImmediate(resume));
  try {
    const answer = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
    await answer.arrayBuffer();
  } catch {
    // Only a warm-up: the first visitor renders the page instead.
  } finally {
    await closeProbe(probe);
  }
}
let ready;
const warmUpStarted = performance.now();
try {
  ready = await warmUp();
} catch (error) {
  console.error(
    error instanceof BadEnvironment ? `serve: ${error.message}` : `serve: the server could not start: ${error.message}`,
  );
  process.exit(1);
}
const { staticHeaders, trustedProxies } = ready;
const warmUpMs = Math.round(performance.now() - warmUpStarted);

// Forwarded headers, security headers, compression, static files, then the app (scripts/serve/listener.ts).
// The app's operations hooks (src/services/operations/server-hooks.ts): the JSON log, metrics, graceful stop.
const hooks = globalThis[Symbol.for('tasman.operations.server-hooks')];
hooks?.captureConsole();
const pageHeaders = readPageHeaders(outDir);
let stopping = false;
const listener = createListener({
  handler,
  clientDir: resolve(outDir, 'client'),
  staticHeaders,
  trustedProxies,
  pageHeaders,
  stopping: () => stopping,
});
// Several servers on the port, so a burst of new connections is accepted at once (scripts/serve/server-pool.ts).
const pool = createServerPool(() => {
  const server = createServer(listener);
  // Node's own refusals (malformed request, headers too large) answer JSON with a message (request-guard.ts).
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  return server;
});
const shownHost = ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
const hostInUrl = shownHost.includes(':') ? `[${shownHost}]` : shownHost;
pool.listen(port, process.env.HOST).then(
  () => {
    const proxies =
      trustedProxies.length > 0
        ? `trusting X-Forwarded-* from ${trustedProxies.join(', ')}`
        : 'trusting no proxy (TRUSTED_PROXY unset)';
    console.log(`serve: ${values.dir} at http://${hostInUrl}:${port}/, ${proxies}  (Ctrl+C stops)`);
    // Ready: from the process's start (Node's time origin) to listening, and what each phase took.
    // `warmUp`: the app's first /api/health, which holds the database, identity and content phases.
    const phases = { modules: modulesMs, warmUp: warmUpMs, ...hooks?.startupPhases() };
    hooks?.event(
      { event: 'start', port, pid: process.pid, readyMs: Math.round(performance.now()), phases },
      'server started',
    );
    module.flushCompileCache?.();
  },
  (error) => {
    const hint = error.code === 'EADDRINUSE' ? ` Port ${port} is taken: set PORT to another port.` : '';
    // Straight to stderr: the JSON log is written asynchronously, and this line would be lost with the exit.
    process.stderr.write(`serve: cannot listen on ${process.env.HOST}:${port}: ${error.message}.${hint}\n`);
    process.exit(1);
  },
);
/**
 * A graceful stop (SIGTERM, SIGINT; docs/operations.md): /api/health answers 503 at once (so a proxy
 * stops sending), no new connection is accepted, requests in flight finish (up to SHUTDOWN_TIMEOUT,
 * then their connections are cut), the outbox worker stops and hands back its leases, the databases
 * close, and the process exits 0.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  hooks?.beginStop();
  hooks?.event({ event: 'stop', signal }, 'server stopping');
  const timeoutMs = hooks?.shutdownTimeoutMs() ?? 10_000;
  const closed = pool.close().then(() => true);
  // Keep-alive connections between two requests hold the close up: end them as they fall idle.
  const idle = setInterval(() => pool.closeIdleConnections(), 100);
  pool.closeIdleConnections();
  let timer;
  const drained = await Promise.race([
    closed,
    new Promise((done) => {
      timer = setTimeout(() => done(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(idle);
  if (!drained) pool.closeAllConnections();
  try {
    await hooks?.stop();
  } catch (error) {
    console.error('serve: background work or the database did not stop cleanly.', error);
  }
  hooks?.event(
    { event: 'stopped', drained },
    drained ? 'server stopped' : `server stopped; requests still running after ${timeoutMs} ms were cut`,
  );
  await hooks?.flush();
  process.exit(0);
}
// `on`, not `once`: a signal during the stop (a terminal's Ctrl+C reaches this process and the one that
// started it, which passes it on) does not cut the stop short; SHUTDOWN_TIMEOUT bounds it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
