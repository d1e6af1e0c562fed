// Publish-to-visible on the embedded content source: a publish is the dataset file written whole and
// renamed over the old one (as a Sanity export lands); the server sees the rename, patches its copy
// and drops the pages that read the document. Time from the rename to the new text on the page.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isPublishedId } from '../src/schemas/document-id.ts';
import { timedGet } from './http-probe.mjs';
import { monotonicUs } from './server.mjs';

/** How often the page is asked again while the publish is not visible yet (the brief: 20 ms). */
const POLL_MS = 20;
/** A publish not visible after this long counts as failed (the budget is 3 s). */
const GIVE_UP_MS = 30_000;

/**
 * Products whose overview page the sitemap lists, as { id, title, path }. Read from the dataset with
 * a cheap line scan, so a 50,000-document file is not parsed whole for a handful of products.
 */
export function productPages(datasetPath, sitemap, limit = Infinity) {
  const overview = new Map();
  for (const path of sitemap) {
    const slug = /^(?:\/[a-z]{2})?\/products\/([^/]+)\/$/.exec(path)?.[1];
    // The global page (no region prefix) when there is one, else the first regional one.
    if (slug && (!overview.has(slug) || path.startsWith('/products/'))) overview.set(slug, path);
  }
  const products = [];
  for (const line of readFileSync(datasetPath, 'utf8').split('\n')) {
    if (products.length >= limit) break;
    if (!line.includes('"_type":"productFamily"')) continue;
    const doc = JSON.parse(line);
    const path = overview.get(doc.slug?.current);
    if (isPublishedId(doc._id) && path && typeof doc.title === 'string')
      products.push({ id: doc._id, title: doc.title, path });
  }
  return products;
}

/**
 * Writes the dataset with one document changed by `edit`, the way an export lands: a temporary file in
 * the same folder (same file system, so the rename is atomic), then renamed over the dataset.
 */
export function publishEdit(datasetPath, id, edit) {
  const marker = `"_id":${JSON.stringify(id)}`;
  const lines = readFileSync(datasetPath, 'utf8').split('\n');
  const at = lines.findIndex((line) => line.includes(marker));
  if (at < 0) throw new Error(`no document ${id} in ${datasetPath}`);
  lines[at] = JSON.stringify(edit(JSON.parse(lines[at])));
  const temporary = join(dirname(datasetPath), `.${basename(datasetPath)}.${process.pid}.tmp`);
  writeFileSync(temporary, lines.join('\n'));
  renameSync(temporary, datasetPath);
}

/**
 * One publish: the product's title becomes `title`, then its page is asked every POLL_MS until the new
 * title is in it. The page is asked once before, so what is measured is a kept page dropped and
 * rendered again. Resolves to { ms, polls, cache, publishedAtUs, visibleAtUs } (cache: X-Cache of the
 * first answer with the title; the two instants on the clock of CPU profiles); ms undefined when it
 * never showed within GIVE_UP_MS.
 */
export async function publishToVisible(origin, datasetPath, product, title) {
  await timedGet(origin, product.path);
  publishEdit(datasetPath, product.id, (doc) => ({
    ...doc,
    title,
    _updatedAt: new Date().toISOString(),
    _rev: `bench-${Date.now()}`,
  }));
  const published = performance.now();
  const publishedAtUs = monotonicUs();
  let polls = 0;
  while (performance.now() - published < GIVE_UP_MS) {
    polls += 1;
    const answer = await timedGet(origin, product.path);
    if (answer.status === 200 && answer.text.includes(title)) {
      return {
        ms: performance.now() - published,
        polls,
        cache: answer.headers['x-cache'] ?? '-',
        publishedAtUs,
        visibleAtUs: monotonicUs(),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { ms: undefined, polls, cache: '-', publishedAtUs, visibleAtUs: undefined };
}
