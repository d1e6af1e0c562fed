#!/usr/bin/env node
// Makes sure a Chromium is available for the end-to-end tests and the benchmark.
// Order: CHROME_PATH (if set; it must be executable), /usr/bin/chromium, then Debian's package via
// apt-get when running as root. Playwright's own browser download cannot work offline, so it is never tried.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Whether a file exists and may be executed. */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a command is on PATH. */
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Print the version a browser reports, and its path, then exit 0. */
function use(path, how) {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const label = version.status === 0 ? version.stdout.trim() : 'version unknown';
  console.log(`ensure-chromium: using ${path} (${label}) ${how}`);
  process.exit(0);
}

function fail(message) {
  console.error(`ensure-chromium: ${message}
  Install Debian's Chromium as root:   apt-get update && apt-get install -y chromium
  or point CHROME_PATH at an installed Chromium or Chrome:   export CHROME_PATH=/path/to/chromium`);
  process.exit(1);
}

const fromEnv = process.env.CHROME_PATH;
if (fromEnv) {
  if (isExecutable(fromEnv)) use(fromEnv, '(from CHROME_PATH)');
  // The tests and the benchmark launch CHROME_PATH when it is set, so a wrong value must stop here.
  fail(`CHROME_PATH=${fromEnv} is not an executable file. Fix it, or unset it to use ${DEBIAN_CHROMIUM}.`);
}
if (isExecutable(DEBIAN_CHROMIUM)) use(DEBIAN_CHROMIUM, '(installed)');

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasCommand('apt-get')) {
  fail(`no Chromium found at ${DEBIAN_CHROMIUM}, and it cannot be installed here (that needs root and apt-get).`);
}

console.log('ensure-chromium: installing Debian chromium with apt-get (a few minutes on a fresh machine)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed with exit code ${result.status ?? result.signal}.`);
}
if (isExecutable(DEBIAN_CHROMIUM)) use(DEBIAN_CHROMIUM, '(just installed)');
fail(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
