/**
 * Writes the embedded content dataset (Sanity export NDJSON) and its local SVG images.
 *
 *   node content/generate.ts                                  demo dataset -> content/dataset.ndjson
 *   node content/generate.ts --scale 10000 --out big.ndjson   demo + generated documents, at least 10,000
 *
 * Deterministic: a seeded PRNG and fixed dates, so the same command writes the same bytes. Before
 * writing, every document is validated with the site's own schemas (validateDocuments), routes are
 * built to catch path collisions, and every reference and link is resolved; any problem is listed
 * and the script exits 1 without writing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDataset } from './generator/check.ts';
import { demoDocuments } from './generator/demo.ts';
import { imageFiles } from './generator/images.ts';
import { downloadFiles, simplePdf } from './generator/pdf.ts';
import { scaleDocuments } from './generator/scale.ts';

const started = performance.now();
const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    out: { type: 'string' },
    'no-images': { type: 'boolean', default: false },
  },
});

const target = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(target) || target < 0) {
  console.error(`--scale needs a whole number of documents, got "${values.scale}"`);
  process.exit(2);
}
const out = values.out ? resolve(values.out) : join(import.meta.dirname, 'dataset.ndjson');
const imageDir = join(import.meta.dirname, '..', 'public', 'content', 'images');
// Gated files are not public: the server hands them out through signed links only.
const downloadDir = join(import.meta.dirname, 'downloads');

const demo = demoDocuments();
const documents = target > demo.length ? [...demo, ...scaleDocuments(demo, target - demo.length)] : demo;
const files = imageFiles();

const result = checkDataset(documents, new Set(files.map((file) => file.name)), true);
const warnings = [...new Set(result.warnings)];
for (const warning of warnings.slice(0, 5)) console.warn(`warning: ${warning}`);
if (warnings.length > 5) console.warn(`warning: ... and ${warnings.length - 5} more like these`);
if (result.errors.length > 0) {
  console.error(
    `Dataset has ${result.errors.length} problem(s); nothing written:\n${result.errors.map((e) => `  ${e}`).join('\n')}`,
  );
  process.exit(1);
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, documents.map((document) => JSON.stringify(document)).join('\n') + '\n');
let imageBytes = 0;
if (!values['no-images']) {
  mkdirSync(imageDir, { recursive: true });
  for (const file of files) {
    writeFileSync(join(imageDir, `${file.name}.svg`), file.svg);
    imageBytes += Buffer.byteLength(file.svg);
  }
  mkdirSync(downloadDir, { recursive: true });
  for (const file of downloadFiles)
    writeFileSync(join(downloadDir, `${file.name}.pdf`), simplePdf(file.title, file.lines));
}

const counts = new Map<string, number>();
for (const document of documents) counts.set(document._type, (counts.get(document._type) ?? 0) + 1);
console.log(`Wrote ${documents.length} documents to ${out}`);
for (const [type, count] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${type.padEnd(18)} ${count}`);
console.log(
  `${result.routeCount} content routes, no collisions; ${values['no-images'] ? 'images not written' : `${files.length} images (${(imageBytes / 1024).toFixed(1)} KiB) in ${imageDir}`}`,
);
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(2)} s`);
