#!/usr/bin/env node
// Serves an existing build (standalone @astrojs/node server) on HOST:PORT.
// Usage: node scripts/serve.mjs [--dir <outDir>]   (default outDir: dist)
// HOST defaults to localhost and PORT to 4321; CONTENT_DATASET, DATA_DIR etc. pass through to the server.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const outDir = resolve(values.dir);
const entry = resolve(outDir, 'server', 'entry.mjs');

if (!existsSync(entry)) {
  console.error(`serve: no build found at ${entry}.\n  Run npm run build first (or npm start to build and serve).`);
  process.exit(1);
}

process.env.HOST ||= 'localhost';
process.env.PORT ||= '4321';
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`serve: PORT must be a port number (1-65535), got "${process.env.PORT}".`);
  process.exit(1);
}

// Serve with our own http server around the standalone handler (static files, then the app).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING ||= 'disabled';
const { handler } = await import(pathToFileURL(entry).href);

/**
 * Before listening on PORT: ask the app itself, on a private loopback port, for GET /api/health. That
 * opens and migrates the database and builds the identity server (so the first visitor does not wait),
 * and its answer carries the security headers the middleware puts on every rendered page, with the CSP
 * of the configured vendors (src/services/config.ts). Static files are served before the middleware
 * runs, so they get those same headers here: one policy, decided by the app's configuration.
 */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'cache-control', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary', 'etag', 'last-modified', 'set-cookie']);
async function warmUp() {
  const probe = createServer(handler);
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${probe.address().port}/api/health`;
  try {
    const headersOf = async (https) => {
      const answer = await fetch(base, { headers: https ? { 'x-forwarded-proto': 'https' } : {} });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`GET /api/health answered ${answer.status}: ${body}`);
      return [...answer.headers].filter(([name]) => !NOT_SECURITY_HEADERS.has(name));
    };
    return { http: await headersOf(false), https: await headersOf(true) };
  } finally {
    probe.closeAllConnections();
    await new Promise((done) => probe.close(done));
  }
}
let staticHeaders;
try {
  staticHeaders = await warmUp();
} catch (error) {
  console.error(`serve: the server could not start: ${error.message}`);
  process.exit(1);
}

// Headers a rendered response sets itself win over these (Node's setHeader is replaced by the app's own).
const server = createServer((request, response) => {
  const https = request.headers['x-forwarded-proto'] === 'https';
  for (const [name, value] of https ? staticHeaders.https : staticHeaders.http) response.setHeader(name, value);
  handler(request, response);
});
const shownHost = ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
const hostInUrl = shownHost.includes(':') ? `[${shownHost}]` : shownHost;
server.once('listening', () => {
  console.log(`serve: ${values.dir} at http://${hostInUrl}:${port}/  (Ctrl+C stops)`);
});
server.once('error', (error) => {
  const hint = error.code === 'EADDRINUSE' ? ` Port ${port} is taken: set PORT to another port.` : '';
  console.error(`serve: cannot listen on ${process.env.HOST}:${port}: ${error.message}.${hint}`);
  process.exit(1);
});
server.listen(port, process.env.HOST);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
