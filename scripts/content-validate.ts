#!/usr/bin/env node
/**
 * `npm run content:validate -- <file.ndjson>`: checks a dataset with the site's content contract
 * (src/features/content/dataset-check.ts) and with the Studio's own validation (Sanity's
 * `sanity documents validate --file`, offline), and prints each problem with the document's `_id`,
 * `_type` and field path. Exits 1 when one is an error; warnings are printed and pass.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkDatasetContract } from '../src/features/content/dataset-check.ts';
import { readDataset, type RawDocument } from '../src/services/content/dataset.ts';
import { ensureStudioInstalled, sanityCli } from './studio-cli.ts';
import { formatStudioPath, STAND_IN_ASSET_TYPE, toNdjson, toStudioDocuments } from './studio-dataset.ts';

interface Problem {
  level: 'error' | 'warning';
  by: 'site' | 'studio';
  _id: string;
  _type: string;
  path: string;
  message: string;
}

interface StudioReport {
  documentId: string;
  documentType: string;
  markers?: { level: 'error' | 'warning' | 'info'; message: string; path: unknown[] }[];
}

/** Problems the Studio's validation finds, from the CLI's NDJSON report. */
function studioProblems(documents: readonly RawDocument[]): Problem[] {
  ensureStudioInstalled();
  const workDir = mkdtempSync(join(tmpdir(), 'content-validate-'));
  try {
    const studioFile = join(workDir, 'dataset.ndjson');
    writeFileSync(studioFile, toNdjson(toStudioDocuments(documents, { kind: 'validate' })));
    const result = sanityCli(
      ['documents', 'validate', '--file', studioFile, '--format', 'ndjson', '--level', 'warning', '--yes'],
      {
        // The CLI asks for a login before it reads a file; nothing here reaches Sanity, so any value does.
        env: {
          SANITY_AUTH_TOKEN: process.env['SANITY_AUTH_TOKEN'] ?? 'offline-validation',
          CONTENT_VALIDATE_DATASET: studioFile,
        },
      },
    );
    const reports = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as StudioReport);
    if (result.status !== 0 && reports.length === 0)
      throw new Error(`the Studio's validation did not run:\n${result.stderr.trim()}`);
    return reports
      .filter((report) => report.documentType !== STAND_IN_ASSET_TYPE)
      .flatMap((report) =>
        (report.markers ?? []).flatMap((marker): Problem[] =>
          marker.level === 'info'
            ? []
            : [
                {
                  level: marker.level,
                  by: 'studio',
                  _id: report.documentId,
                  _type: report.documentType,
                  path: formatStudioPath(marker.path),
                  message: marker.message,
                },
              ],
        ),
      );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function main(): number {
  const file = process.argv.slice(2).find((argument) => !argument.startsWith('-'));
  if (!file) {
    console.error('Usage: npm run content:validate -- <file.ndjson>');
    return 2;
  }
  const path = resolve(file);
  let documents: RawDocument[];
  try {
    documents = readDataset(path);
  } catch (error) {
    console.error(`content:validate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const siteProblems = checkDatasetContract(documents).map((problem): Problem => ({
    level: 'error',
    by: 'site',
    ...problem,
  }));
  const problems = [...siteProblems, ...studioProblems(documents)];
  for (const problem of problems) {
    console.log(
      `${problem.level.padEnd(7)} ${problem._id} (${problem._type}) ${problem.path || '(document)'}: ${problem.message} [${problem.by}]`,
    );
  }
  const errors = problems.filter((problem) => problem.level === 'error').length;
  const warnings = problems.length - errors;
  console.log(`content:validate: ${errors} error(s), ${warnings} warning(s) in ${path}`);
  return errors > 0 ? 1 : 0;
}

process.exitCode = main();
