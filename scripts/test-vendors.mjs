#!/usr/bin/env node
/**
 * The vendor suites (`npm run test:vendors`): the site's cloud adapters against the vendors'
 * own software where it runs offline. First installs that software — the versions pinned in
 * vendors/package.json and vendors/package-lock.json (firebase-tools for the Auth emulator, Sentry's
 * Spotlight sidecar with hono held at 4.12) — into .cache/vendors, once per change of those files, from
 * the npm registry; the everyday `npm install` never fetches them. Then runs the API suite
 * (vitest.vendors.config.ts: mail over TLS) and the browser suites (playwright.vendors.config.ts:
 * Spotlight, Firebase Auth emulator).
 *
 *   node scripts/test-vendors.mjs                 install if needed, run every suite
 *   node scripts/test-vendors.mjs --install-only  install if needed
 * Extra arguments after `--` go to Playwright (e.g. `-- --project spotlight`).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = 'vendors';
const CACHE = join('.cache', 'vendors');
const FILES = ['package.json', 'package-lock.json'];
const REQUIRED = ['firebase-tools/package.json', '@spotlightjs/spotlight/package.json'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`test:vendors: ${command} ${args.join(' ')} failed (${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function installed() {
  const same = FILES.every(
    (file) =>
      existsSync(join(CACHE, file)) &&
      readFileSync(join(CACHE, file), 'utf8') === readFileSync(join(SOURCE, file), 'utf8'),
  );
  return same && REQUIRED.every((file) => existsSync(join(CACHE, 'node_modules', file)));
}

if (!installed()) {
  console.log(`test:vendors: installing the vendors' software into ${CACHE} (a few minutes the first time)…`);
  mkdirSync(CACHE, { recursive: true });
  for (const file of FILES) copyFileSync(join(SOURCE, file), join(CACHE, file));
  run('npm', ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error']);
}
if (process.argv.includes('--install-only')) process.exit(0);

const separator = process.argv.indexOf('--');
const playwrightArgs = separator >= 0 ? process.argv.slice(separator + 1) : [];
run('vitest', ['run', '--config', 'vitest.vendors.config.ts']);
run('playwright', ['test', '--config', 'playwright.vendors.config.ts', ...playwrightArgs]);
