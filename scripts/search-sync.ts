#!/usr/bin/env node
// `npm run search:sync`: push the site's search records and index settings to Algolia.
//   ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY (a key with addObject, deleteObject, editSettings) and ALGOLIA_INDEX must be set.
//   --dry-run   build the records and settings, print a summary, write them to test-results/search-sync/ (no Algolia needed)
//   --record    after syncing, send each request of tests/fixtures/algolia/recorded-requests.ts to Algolia and
//               save its answer in tests/fixtures/algolia/recorded/<name>.json (replayed on the embedded engine by
//               tests/api/search-recorded.test.ts), and the first one as the contract test's fixture
//               (tests/fixtures/algolia/multi-query-response.json)
// The records are the ones the embedded engine serves (features/search/records.ts), from CONTENT_DATASET or Sanity.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, record: { type: 'boolean', default: false } },
});

const { loadSearchRecords } = await import('../src/features/search/search.server.ts');
const { algoliaIndexSettings } = await import('../src/services/search/algolia.ts');
const records = await loadSearchRecords();
const settings = algoliaIndexSettings();
const kinds = Object.entries(Object.groupBy(records, (record) => record.kind))
  .map(([kind, list]) => `${list?.length ?? 0} ${kind}`)
  .join(', ');
console.log(`search:sync: ${records.length} records (${kinds})`);

if (args['dry-run']) {
  const out = resolve(ROOT, 'test-results/search-sync');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'records.json'), `${JSON.stringify(records, null, 2)}\n`);
  writeFileSync(resolve(out, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`search:sync: dry run, nothing sent; wrote ${out}/records.json and settings.json`);
  process.exit(0);
}

const appId = process.env['ALGOLIA_APP_ID'];
const adminKey = process.env['ALGOLIA_ADMIN_KEY'];
const indexName = process.env['ALGOLIA_INDEX'];
if (!appId || !adminKey || !indexName) {
  console.error(
    'search:sync: set ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX (or pass --dry-run to check the records offline).',
  );
  process.exit(1);
}

const { algoliasearch } = await import('algoliasearch');
const client = algoliasearch(appId, adminKey, { timeouts: { connect: 1_000, read: 2_000, write: 30_000 } });
try {
  await client.setSettings({ indexName, indexSettings: settings });
  // Atomic: a temporary index is filled, then moved over the live one, so searches never see a half index.
  const result = await client.replaceAllObjects({
    indexName,
    objects: records.map((record) => ({ ...record })),
    batchSize: 1_000,
  });
  console.log(`search:sync: ${records.length} records in ${indexName} (${result.batchResponses.length} batches)`);
  if (args.record) {
    // replaceAllObjects has waited for its tasks: the recordings answer for exactly these records.
    const { RECORDED_REQUESTS } = await import('../tests/fixtures/algolia/recorded-requests.ts');
    const folder = resolve(ROOT, 'tests/fixtures/algolia/recorded');
    mkdirSync(folder, { recursive: true });
    for (const [position, { name, request }] of RECORDED_REQUESTS.entries()) {
      const { results } = await client.search({ requests: [{ ...request, indexName }] });
      const [answer] = results;
      const recording = {
        recordedFrom: `Algolia application ${appId}, index ${indexName}`,
        recordedAt: new Date().toISOString(),
        request,
        answer,
      };
      writeFileSync(resolve(folder, `${name}.json`), `${JSON.stringify(recording, null, 2)}\n`);
      if (position === 0)
        writeFileSync(
          resolve(ROOT, 'tests/fixtures/algolia/multi-query-response.json'),
          `${JSON.stringify({ results }, null, 2)}\n`,
        );
    }
    console.log(`search:sync: recorded ${RECORDED_REQUESTS.length} Algolia answers in ${folder}`);
  }
} catch (error) {
  console.error(`search:sync: Algolia refused the sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
