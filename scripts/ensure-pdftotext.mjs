#!/usr/bin/env node
// Makes sure `pdftotext` (Debian's poppler-utils) is on PATH: the end-to-end tests read the tax
// invoices' PDFs with it, as a screen reader's text extraction would. Installs the package with
// apt-get when running as root, otherwise stops with a message saying what to install.
import { spawnSync } from 'node:child_process';

const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

function fail(message) {
  console.error(`ensure-pdftotext: ${message}
  Install Debian's poppler-utils as root:   apt-get update && apt-get install -y poppler-utils`);
  process.exit(1);
}

if (hasPdftotext()) {
  console.log('ensure-pdftotext: using pdftotext (installed)');
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasAptGet)
  fail('pdftotext is not installed, and it cannot be installed here (that needs root and apt-get).');

console.log('ensure-pdftotext: installing Debian poppler-utils with apt-get...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'poppler-utils']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed with exit code ${result.status ?? result.signal}.`);
}
if (hasPdftotext()) {
  console.log('ensure-pdftotext: using pdftotext (just installed)');
  process.exit(0);
}
fail('apt-get finished but pdftotext is still missing.');
