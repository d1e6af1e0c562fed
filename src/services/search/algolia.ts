/**
 * Algolia adapter: the same multi-query requests sent to Algolia with the search-only key
 * (ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX). Type-checked only: it cannot run on a machine
 * without Algolia. The index is named by ALGOLIA_INDEX whatever `indexName` a request carries, so the
 * site's requests and Algolia's index agree. Index settings it expects: searchableAttributes
 * title, description, keywords; attributesForFaceting kind, industries.title, productType, blogType, region.
 */
import { liteClient, type SearchQuery } from 'algoliasearch/lite';
import type { SearchPort, SearchRequest, SearchResult } from './port.ts';

/**
 * The Algolia index settings the site's requests rely on (pushed by `npm run search:sync`): the same
 * searchable attributes and facets as the embedded engine, Algolia's default typo limits (1 typo from 4
 * letters, 2 from 8), and products by title when there is no query (the /products grid's order).
 */
export function algoliaIndexSettings(): {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  customRanking: string[];
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  highlightPreTag: string;
  highlightPostTag: string;
} {
  return {
    searchableAttributes: ['title', 'description', 'keywords'],
    attributesForFaceting: ['kind', 'industries.title', 'productType', 'blogType', 'region'],
    customRanking: ['asc(title)'],
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
  };
}

export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  indexName: string;
}

export class AlgoliaSearch implements SearchPort {
  readonly #client: ReturnType<typeof liteClient>;
  readonly #indexName: string;

  constructor(settings: AlgoliaSettings) {
    this.#client = liteClient(settings.appId, settings.searchKey, {
      timeouts: { connect: 1_000, read: 2_000, write: 30_000 },
    });
    this.#indexName = settings.indexName;
  }

  async search(requests: SearchRequest[]): Promise<SearchResult[]> {
    const { results } = await this.#client.search({
      requests: requests.map(
        ({ indexName: _ignored, ...params }) => ({ indexName: this.#indexName, ...params }) as SearchQuery,
      ),
    });
    // Algolia answers hits requests with SearchResponse; the records are ours, so is the hit shape.
    return results as unknown as SearchResult[];
  }
}
