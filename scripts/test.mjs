#!/usr/bin/env node
// `npm test`: every phase of the project's checks, in order, stopping at the first that fails, and at the
// end (pass or fail) the time each phase took, so a slow run says where its minutes went
// (docs/development.md, "How long npm test takes").
import { spawn } from 'node:child_process';

/** The phases, in the order they run: a name for the table and the command (run by npm's shell). */
const PHASES = [
  ['tools', 'node scripts/ensure-chromium.mjs && node scripts/ensure-pdftotext.mjs && node scripts/studio.ts install'],
  ['lint', 'npm run lint'],
  ['check', 'npm run check'],
  ['unit and API', 'npm run test:unit'],
  ['studio', 'npm run test:studio'],
  ['end-to-end', 'npm run test:e2e'],
  ['vendors', 'npm run test:vendors'],
  ['lighthouse', 'npm run test:lhci'],
];

/** Runs `command` with the terminal's output; resolves with its exit code. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `ms` as m:ss, rounded to the second (59.6 s is 1:00, not 0:60). */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const times = [];
let failed;
const started = Date.now();
for (const [name, command] of PHASES) {
  const phaseStarted = Date.now();
  const code = await run(command);
  times.push([name, Date.now() - phaseStarted, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log('\nnpm test, time per phase (m:ss):');
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(14)} ${minutes(ms).padStart(6)}${code ? '  failed' : ''}`);
console.log(`  ${'total'.padEnd(14)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed) {
  console.log(`npm test: the ${failed} phase failed; the phases after it did not run.`);
  process.exit(1);
}
