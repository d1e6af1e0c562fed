#!/usr/bin/env node
// Build scaling: wall-clock time of `astro build` on the demo dataset and on a generated
// 10,000-document dataset (`node content/generate.ts --scale 10000 --out <file>`).
//   node bench/build-scaling.mjs [--scale 10000]      (also: npm run bench -- --scale)
// Results: bench/results/build-scaling.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, build } from './server.mjs';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '10000' } },
  strict: false,
});
const scale = Number(typeof args.scale === 'string' ? args.scale : 10000) || 10000;
const resultsDir = resolve(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'bench-build-'));

const countDocuments = (file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).length;
const pagesBuilt = (outDir) =>
  readdirSync(join(outDir, 'client'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;

// Builds go inside the project (the server bundle resolves packages from node_modules above it).
const buildsDir = resolve(ROOT, 'test-results/bench-scaling');
const rows = [];
function measure(label, dataset) {
  const outDir = join(buildsDir, label);
  console.log(`build-scaling: building ${label} (${dataset}) ...`);
  const seconds = build(outDir, { dataset, quiet: true });
  rows.push({ dataset: label, documents: countDocuments(dataset), pages: pagesBuilt(outDir), seconds: Number(seconds.toFixed(1)) });
  rmSync(outDir, { recursive: true, force: true });
}

try {
  measure('demo', resolve(ROOT, 'content/dataset.ndjson'));
  const generator = resolve(ROOT, 'content/generate.ts');
  if (!existsSync(generator)) {
    console.log('build-scaling: content/generate.ts is not there yet; skipping the scaled dataset.');
  } else {
    const scaled = join(work, `dataset-${scale}.ndjson`);
    console.log(`build-scaling: generating ${scale} documents ...`);
    const generated = spawnSync(process.execPath, [generator, '--scale', String(scale), '--out', scaled, '--no-images'], { cwd: ROOT, stdio: 'inherit' });
    if (generated.status !== 0 || !existsSync(scaled)) {
      console.log(`build-scaling: the generator failed (exit ${generated.status}); skipping the scaled dataset.`);
    } else {
      measure(`scale-${scale}`, scaled);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(buildsDir, { recursive: true, force: true });
}

console.log('\n| dataset | documents | pages built | astro build seconds |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.dataset} | ${row.documents} | ${row.pages} | ${row.seconds} |`);
writeFileSync(resolve(resultsDir, 'build-scaling.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, rows }, null, 2)}\n`);
console.log('\nbuild-scaling: wrote bench/results/build-scaling.json');
