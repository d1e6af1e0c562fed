/** How the /search page presents hits (docs/requirements.md#pages-and-routes). Pure: the island renders what this decides. */
import type { RegionCode } from '../content/schemas/index.ts';
import { recordKinds, type RecordKind } from '../../schemas/search-record.ts';

/** Group headings, in the order the groups show. */
export const KIND_HEADINGS: Readonly<Record<RecordKind, string>> = {
  product: 'Products',
  industry: 'Industries',
  blog: 'Knowledge hub',
  team: 'Our team',
  page: 'Pages',
};

/** Hits per request on the /search page; groups show what comes back, products link on to /products. */
export const SEARCH_PAGE_HITS = 60;

/** docs/requirements.md#search: the empty state reads 'Loading...' for 2 s, then 'No results for your search'. */
export const EMPTY_STATE_DELAY_MS = 2_000;
export const EMPTY_STATE_LOADING = 'Loading...';
export const EMPTY_STATE_NO_RESULTS = 'No results for your search';

/**
 * How long the empty state still reads 'Loading...' when it has already been on screen since
 * `shownAt` (the server's HTML showed it before the island hydrated): the 2 s count from when the
 * visitor first saw it, not from when the script ran. At least 0.
 */
export const emptyStateDelayLeft = (now: number, shownAt: number): number =>
  Math.max(0, EMPTY_STATE_DELAY_MS - Math.max(0, now - shownAt));

export interface HitGroup<T> {
  kind: RecordKind;
  heading: string;
  hits: T[];
}

/** Hits grouped by kind (products, industries, knowledge hub, team, pages), empty groups left out, order kept within a group. */
export function groupByKind<T extends { kind: RecordKind }>(hits: readonly T[]): HitGroup<T>[] {
  return recordKinds
    .map((kind) => ({ kind, heading: KIND_HEADINGS[kind], hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);
}

/** docs/requirements.md#search: search refines only when the value changed (surrounding spaces do not count as a change). */
export const shouldRefine = (current: string, next: string): boolean => current.trim() !== next.trim();

/**
 * The /search filter that keeps products to the buyer's region (a product is listed only in
 * its regions); every other kind of record is found in every region. Algolia's `filters` syntax, not
 * `facetFilters`: the region is not a person's refinement, so a search without text is still skipped
 * (docs/requirements.md#search, client.ts isEmptySearch).
 */
export function regionFilter(region: RegionCode): string {
  return [`region:${region}`, ...recordKinds.filter((kind) => kind !== 'product').map((kind) => `kind:${kind}`)].join(
    ' OR ',
  );
}
