#!/usr/bin/env node
// Serves an existing build (standalone @astrojs/node server) on HOST:PORT.
// Usage: node scripts/serve.mjs [--dir <outDir>]   (default outDir: dist)
// HOST defaults to localhost and PORT to 4321; CONTENT_DATASET, DATA_DIR etc. pass through to the server.
import { existsSync } from 'node:fs';
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

// Start the standalone server ourselves (not on import) so that we can tell when it listens or fails.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING ||= 'disabled';
const { startServer } = await import(pathToFileURL(entry).href);
const { server } = startServer();
const shownHost = ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
const hostInUrl = shownHost.includes(':') ? `[${shownHost}]` : shownHost;
server.server.once('listening', () => {
  console.log(`serve: ${values.dir} at http://${hostInUrl}:${port}/  (Ctrl+C stops)`);
});
server.server.once('error', (error) => {
  const hint = error.code === 'EADDRINUSE' ? ` Port ${port} is taken: set PORT to another port.` : '';
  console.error(`serve: cannot listen on ${process.env.HOST}:${port}: ${error.message}.${hint}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
