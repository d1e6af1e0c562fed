/**
 * Documents of every type, made from the Studio's schema, are accepted by the site; the same
 * documents and the demo dataset pass the Studio's own validation (Sanity's CLI, offline) through
 * `npm run content:validate`, which fails on a price whose amount is not a number and on a page
 * without a slug, naming the document and the field.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocuments } from '../../src/features/content/schemas/index.ts';
import { readDataset } from '../../src/services/content/dataset.ts';
import { generateDocuments, type GeneratedDocument } from './generate-documents.ts';

const demo: GeneratedDocument[] = readDataset('content/dataset.ndjson');
const idsByType = new Map<string, string[]>();
for (const document of demo) idsByType.set(document._type, [...(idsByType.get(document._type) ?? []), document._id]);
const imageAssetId = idsByType.get('sanity.imageAsset')![0]!;
const generated = generateDocuments(20261128, 12, idsByType, imageAssetId);
const folder = mkdtempSync(join(tmpdir(), 'studio-agreement-'));

const writeDataset = (name: string, documents: readonly GeneratedDocument[]): string => {
  const file = join(folder, name);
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n') + '\n');
  return file;
};

/** `npm run content:validate -- <file>`, as an editor runs it. */
function contentValidate(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/content-validate.ts', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const changed = (id: string, change: (document: Record<string, unknown>) => void): GeneratedDocument[] =>
  demo.map((document) => {
    if (document._id !== id) return document;
    const copy = structuredClone(document);
    change(copy);
    return copy;
  });

describe('documents made from the Studio schema', () => {
  it('cover every document type, and the site accepts every one of them', () => {
    expect(new Set(generated.map((document) => document._type)).size).toBe(11);
    expect(validateDocuments(generated)).toEqual([]);
  });

  it('pass the Studio’s validation and the site’s contract with the demo dataset; broken copies fail naming _id and field', async () => {
    // One broken copy with both faults: each is named on its own line (one CLI run fewer).
    const broken = changed('product-strata-bim', (document) => {
      (document['products'] as { prices: { amount: string }[] }[])[0]!.prices[0]!.amount = 'twelve dollars';
    }).map((document) => {
      if (document._id !== 'page-about-us') return document;
      const copy = structuredClone(document);
      delete (copy as Record<string, unknown>)['slug'];
      return copy;
    });
    const [good, brokenRun] = await Promise.all([
      contentValidate(writeDataset('demo-and-generated.ndjson', [...demo, ...generated])),
      contentValidate(writeDataset('bad-price-and-no-slug.ndjson', broken)),
    ]);
    expect(good.output).toContain('content:validate: 0 error(s)');
    expect(good.code).toBe(0);

    expect(brokenRun.code).toBe(1);
    expect(brokenRun.output).toMatch(
      /^error +product-strata-bim \(productFamily\) products\[0\]\.prices\[0\]\.amount: a decimal amount such as "1234\.50" \[site\]$/m,
    );
    expect(brokenRun.output).toMatch(
      /^error +product-strata-bim \(productFamily\) products\[_key=="[^"]+"\]\.prices\[_key=="[^"]+"\]\.amount: .+ \[studio\]$/m,
    );

    expect(brokenRun.output).toMatch(/^error +page-about-us \(page\) slug: .+ \[site\]$/m);
    expect(brokenRun.output).toMatch(/^error +page-about-us \(page\) slug(\.current)?: Required \[studio\]$/m);
  });
});
