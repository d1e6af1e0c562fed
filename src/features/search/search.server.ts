import { services } from '../../services/config.ts';
import { EMBEDDED_INDEX_NAME } from '../../services/search/embedded.ts';
import type { SearchPort } from '../../services/search/port.ts';
import { getSiteRoutes } from '../content/site-routes.server.ts';
import type { SiteContent } from '../content/site-content.ts';
import type { SearchClientConfig } from './client.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { buildSearchRecords } from './records.ts';

const recordsByContent = new WeakMap<SiteContent, SearchRecord[]>();

/** The search records of the published content, built once per content load. */
export async function loadSearchRecords(): Promise<SearchRecord[]> {
  const { content, routes } = await getSiteRoutes();
  let records = recordsByContent.get(content);
  if (!records) {
    records = buildSearchRecords(content, routes);
    recordsByContent.set(content, records);
  }
  return records;
}

/** The site's search adapter (embedded over the content's records, or Algolia by env). */
export const siteSearch = (): SearchPort => services().search(loadSearchRecords);

/** The index name the islands send to the embedded engine (other names answer 404, as in Algolia). */
export { EMBEDDED_INDEX_NAME };

/** What the islands need to reach search: Algolia's public search settings, or the site's own endpoint. */
export function searchClientConfig(): SearchClientConfig {
  const algolia = services().config.search;
  return algolia.kind === 'algolia'
    ? { appId: algolia.appId, apiKey: algolia.searchKey, indexName: algolia.indexName, target: 'algolia' }
    : { appId: 'embedded', apiKey: 'search-only', indexName: EMBEDDED_INDEX_NAME, target: 'same-origin' };
}
