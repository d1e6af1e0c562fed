#!/usr/bin/env node
/**
 * Starts the Firebase Auth emulator (firebase-tools from .cache/vendors, scripts/test-vendors.mjs) for
 * the vendor suite: only Auth (pure Node, no Java, no download), the hub and logging ports of the
 * suite's own, no UI, project `demo-tasman` (a demo- project never talks to Google).
 *
 *   node tests/vendors/auth-emulator.mjs <auth port> <hub port> <logging port>
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [auth, hub, logging] = process.argv.slice(2).map(Number);
if (!auth || !hub || !logging) throw new Error('usage: auth-emulator.mjs <auth port> <hub port> <logging port>');
// Its config and debug log go under test-results/ (gitignored), rewritten each run: Playwright may end
// this process without a chance to clean up.
const folder = resolve('test-results', 'auth-emulator');
mkdirSync(folder, { recursive: true });
writeFileSync(
  join(folder, 'firebase.json'),
  JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
    },
  }),
);
const firebase = resolve('.cache/vendors/node_modules/firebase-tools/lib/bin/firebase.js');
const child = spawn(
  process.execPath,
  [
    firebase,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    'demo-tasman',
    '--config',
    join(folder, 'firebase.json'),
  ],
  {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
