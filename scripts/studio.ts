#!/usr/bin/env node
/**
 * The Studio (studio/, its own package so the site's install stays lean), from the project's root:
 *
 *   npm run studio                     Sanity's dev server for the Studio (http://localhost:3333)
 *   npm run studio:build               the Studio as static files in studio/dist (sanity build)
 *   npm run studio -- check            type check, schema validation with no warning, build (npm test)
 *   npm run content:import -- <dataset> [--file <ndjson>] [--replace]
 *                                      load a dataset file (the demo by default) into the configured
 *                                      Sanity project's dataset with `sanity dataset import`, images
 *                                      uploaded from public/ (needs SANITY_STUDIO_PROJECT_ID and a login
 *                                      or SANITY_AUTH_TOKEN with write access)
 *
 * Installs studio/'s packages on first use. Runs the Sanity CLI with the project's Node 24.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureStudioInstalled, sanityCli, STUDIO_DIR } from './studio-cli.ts';
import { readDataset } from '../src/services/content/dataset.ts';
import { toNdjson, toStudioDocuments } from './studio-dataset.ts';

const ROOT = resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`studio: ${message}`);
  process.exit(1);
}

/** Type check, schema validation (no error, no warning) and a build: what `npm test` asks of the Studio. */
function check(): void {
  const tsc = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(STUDIO_DIR, 'tsconfig.json')],
    { stdio: 'inherit' },
  );
  if (tsc.status !== 0) fail('the Studio does not type-check');
  const schema = sanityCli(['schema', 'validate']);
  const report = `${schema.stdout}\n${schema.stderr}`;
  process.stdout.write(report.trim() + '\n');
  if (schema.status !== 0) fail('the schema is not valid');
  const warnings = /Warnings:\s+(\d+)/.exec(report);
  if (!warnings || warnings[1] !== '0') fail('the schema has warnings (or the count was not printed)');
  build();
}

function build(): void {
  const result = sanityCli(['build', '--yes']);
  const output = `${result.stdout}\n${result.stderr}`;
  process.stdout.write(output.trim() + '\n');
  if (result.status !== 0) fail('sanity build failed');
  if (/\bwarn(ing)?\b/i.test(output)) fail('sanity build printed a warning');
}

function importDataset(args: readonly string[]): void {
  const dataset = args.find((argument) => !argument.startsWith('-'));
  if (!dataset) fail('usage: npm run content:import -- <dataset name> [--file <ndjson>] [--replace]');
  const fileIndex = args.indexOf('--file');
  const source = resolve(
    fileIndex >= 0 ? (args[fileIndex + 1] ?? fail('--file needs a path')) : join(ROOT, 'content', 'dataset.ndjson'),
  );
  const documents = toStudioDocuments(readDataset(source), { kind: 'import', publicDir: join(ROOT, 'public') });
  const file = join(mkdtempSync(join(tmpdir(), 'content-import-')), 'dataset.ndjson');
  writeFileSync(file, toNdjson(documents));
  console.log(`studio: importing ${documents.length} documents from ${source} into dataset "${dataset}"…`);
  const result = sanityCli(
    ['dataset', 'import', file, dataset, ...(args.includes('--replace') ? ['--replace'] : ['--missing'])],
    { inherit: true },
  );
  if (result.status !== 0)
    fail(
      'sanity dataset import failed (is SANITY_STUDIO_PROJECT_ID set, and are you logged in or is SANITY_AUTH_TOKEN set?)',
    );
}

const [command = 'dev', ...rest] = process.argv.slice(2);
ensureStudioInstalled();
switch (command) {
  case 'install':
    break;
  case 'check':
    check();
    break;
  case 'build':
    build();
    break;
  case 'import':
    importDataset(rest);
    break;
  case 'dev':
    process.exitCode = sanityCli(['dev', ...rest], { inherit: true }).status;
    break;
  default:
    fail(`unknown command ${command}: dev, build, check, import or install`);
}
