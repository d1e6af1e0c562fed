/**
 * The /products listing's state and its URL (docs/requirements.md#pages-and-routes): `?q=` search text and `?industries.title=` an
 * industry or product type slug. Pure: the island and the server share it.
 */
import { cardPriceRegion } from '../pricing/from-price.ts';
import { DEFAULT_REGION } from '../../schemas/regions.ts';
import { GRID_LOAD_MORE } from '../../lib/ui/constants.ts';
import type { HitsAnswer } from './client.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { INDUSTRY_FACET } from './records.ts';

export interface ListingState {
  query: string;
  /** The chosen industry or product type slug, or '' for all products. */
  facet: string;
}

/** A facet value a person can choose: its slug, its label and how many products it holds. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  group: 'industry' | 'productType';
}

/** What a product card shows (a slice of the search record, small enough to embed in the page). */
export type ProductHit = Pick<
  SearchRecord,
  'objectID' | 'title' | 'url' | 'description' | 'image' | 'eyebrow' | 'tag'
> & {
  /** "from $X excl. GST" as the product cards of a page of no region show it. */
  price?: string;
};

export const LISTING_PATH = '/products/';

/** The listing state a URL's query asks for. */
export function listingStateFrom(searchParams: URLSearchParams): ListingState {
  return { query: (searchParams.get('q') ?? '').trim(), facet: (searchParams.get(INDUSTRY_FACET) ?? '').trim() };
}

/** The URL of a listing state (`/products/` with no filter). */
export function listingUrl(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.facet) params.set(INDUSTRY_FACET, state.facet);
  const search = params.toString();
  return search ? `${LISTING_PATH}?${search}` : LISTING_PATH;
}

/** Whether the listing shows every product in title order (what the prerendered first page holds). */
export const isUnfiltered = (state: ListingState): boolean => state.query === '' && state.facet === '';

/** The number of products shown after one more 'Load more' (docs/requirements.md#layout: adds 9). */
export const afterLoadMore = (shown: number): number => shown + GRID_LOAD_MORE;

/**
 * The listing's two requests, in one round trip: a page of `count` hits, and the industry counts
 * without the chosen facet (so every option keeps its own count, as Algolia's disjunctive faceting does).
 */
export function listingRequests(indexName: string, state: ListingState, count: number) {
  return [
    { indexName, query: state.query, hitsPerPage: count, page: 0, facetFilters: listingFacetFilters(state) },
    {
      indexName,
      query: state.query,
      hitsPerPage: 0,
      facetFilters: listingFacetFilters({ ...state, facet: '' }),
      facets: [INDUSTRY_FACET],
    },
  ];
}

/** What the listing shows: a page of products, how many match, and the industry counts. */
export interface ListingResults {
  hits: ProductHit[];
  total: number;
  counts: Record<string, number>;
}

/** The listing's results from the answers to `listingRequests` (a missing answer reads as empty). */
export function listingResults([page, facets]: readonly (HitsAnswer<SearchRecord> | undefined)[]): ListingResults {
  return {
    hits: (page?.hits ?? []).map(productHit),
    total: page?.nbHits ?? 0,
    counts: facets?.facets[INDUSTRY_FACET] ?? {},
  };
}

/** A filtered listing as the server searched it for the URL (pages of /products/ with a query). */
export interface FilteredListing extends ListingResults {
  state: ListingState;
}

/** `facetFilters` for a listing state: products only, and the chosen facet value. */
export function listingFacetFilters(state: ListingState): string[][] {
  return [['kind:product'], ...(state.facet ? [[`${INDUSTRY_FACET}:${state.facet}`]] : [])];
}

/**
 * Facet options from counts (`{slug: count}`), labelled and grouped; industries first, then product
 * types, each by label. Values without a label (unknown slugs) are left out.
 */
export function facetOptions(
  counts: Readonly<Record<string, number>>,
  labels: { industries: ReadonlyMap<string, string>; productTypes: ReadonlyMap<string, string> },
): FacetOption[] {
  const options = (group: FacetOption['group'], names: ReadonlyMap<string, string>): FacetOption[] =>
    [...names]
      .map(([value, label]) => ({ value, label, count: counts[value] ?? 0, group }))
      .filter((option) => option.count > 0)
      .toSorted((a, b) => a.label.localeCompare(b.label));
  return [...options('industry', labels.industries), ...options('productType', labels.productTypes)];
}

/** Count facet values over records (what a search answers in `facets`), for the build-time first page. */
export function countFacetValues(records: readonly SearchRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) for (const value of record.industries.title) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The card fields of a record; the price is the default region's, or the product's own region's. */
export function productHit(record: SearchRecord): ProductHit {
  const { objectID, title, url, description, image, eyebrow, tag } = record;
  const priceRegion = cardPriceRegion(record.region, undefined, DEFAULT_REGION);
  const price = priceRegion ? record.fromPrice?.[priceRegion] : undefined;
  return {
    objectID,
    title,
    url,
    description,
    ...(image ? { image } : {}),
    ...(eyebrow ? { eyebrow } : {}),
    ...(tag ? { tag } : {}),
    ...(price ? { price } : {}),
  };
}
