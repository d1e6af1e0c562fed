/**
 * The search port's settings and adapters: Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and
 * ALGOLIA_INDEX are all set, else the embedded engine with the site's index plus the index files of
 * SEARCH_DECLARED_INDEXES. The Algolia adapter (and algoliasearch) is imported only when configured.
 */
import { resolve } from 'node:path';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { optionalText, parseEnvironment, settingsObject, type Environment } from '../environment.ts';
import { once } from '../lazy.ts';
import { metrics } from '../operations/metrics.ts';
import type { AlgoliaSettings } from './algolia.ts';
import { AlgoliaIndexWriter } from './algolia-writer.ts';
import { readDeclaredIndex } from './declared-index.server.ts';
import { EmbeddedSearch } from './embedded.ts';
import type { SearchIndexWriter, SearchPort } from './port.ts';

/**
 * Algolia, or the embedded engine with the site's index plus the index files declared in
 * SEARCH_DECLARED_INDEXES (absolute paths). With Algolia, `writeKey` (ALGOLIA_WRITE_KEY, server side
 * only) lets a publish save and delete the records it changed.
 */
export type SearchSettings =
  | { kind: 'embedded'; declaredIndexes: string[] }
  | ({ kind: 'algolia'; writeKey: string | undefined } & AlgoliaSettings);

const schema = settingsObject({
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  ALGOLIA_INDEX: optionalText,
  ALGOLIA_WRITE_KEY: optionalText,
  SEARCH_DECLARED_INDEXES: optionalText,
});

/** Reads the ALGOLIA_* variables and SEARCH_DECLARED_INDEXES (comma-separated files). */
export function searchSettings(env: Environment): SearchSettings {
  const values = parseEnvironment(schema, env);
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_INDEX: indexName } = values;
  if (appId && searchKey && indexName)
    return { kind: 'algolia', appId, searchKey, indexName, writeKey: values.ALGOLIA_WRITE_KEY };
  const files = (values.SEARCH_DECLARED_INDEXES ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  return { kind: 'embedded', declaredIndexes: files.map((file) => resolve(file)) };
}

/** The search adapter of `settings`; the embedded engine indexes what `loadRecords` returns. */
export function createSearch(
  settings: SearchSettings,
  loadRecords: () => Promise<readonly SearchRecord[]>,
): SearchPort {
  if (settings.kind === 'embedded') {
    const search = new EmbeddedSearch(loadRecords, settings.declaredIndexes.map(readDeclaredIndex));
    metrics().setCacheReader('search_answers', () => search.keptAnswers());
    return search;
  }
  const algolia = once(async () => new (await import('./algolia.ts')).AlgoliaSearch(settings));
  return { search: async (requests) => (await algolia()).search(requests) };
}

/** What keeps Algolia's index in step with a publish (ALGOLIA_WRITE_KEY; it loads algoliasearch on its first write). */
export function createSearchWriter(settings: SearchSettings): SearchIndexWriter | undefined {
  return settings.kind === 'algolia' && settings.writeKey
    ? new AlgoliaIndexWriter({ appId: settings.appId, writeKey: settings.writeKey, indexName: settings.indexName })
    : undefined;
}
