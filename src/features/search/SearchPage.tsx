/**
 * The /search results (docs/requirements.md#pages-and-routes) with react-instantsearch: the query from `?q=`, results as you
 * type, grouped by kind and highlighted; the empty state 'Loading...' for 2 s then 'No results for your
 * search'; a clear message when search cannot be reached. The server renders the first results from the
 * URL's `q` (InstantSearch's server state, search-page-state.server.ts), so the page works without
 * JavaScript and nothing moves when the island hydrates.
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import {
  Configure,
  Highlight,
  InstantSearch,
  InstantSearchSSRProvider,
  useHits,
  useInstantSearch,
  useSearchBox,
  type InstantSearchServerState,
} from 'react-instantsearch';
import type { LiteClient } from 'algoliasearch/lite';
import { createSearchClient, searchErrorMessage, type SearchClientConfig } from './client.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { buyerRegion } from '../region/stored-region.ts';
import { DEFAULT_REGION } from '../../schemas/regions.ts';
import {
  emptyStateDelayLeft,
  EMPTY_STATE_LOADING,
  EMPTY_STATE_NO_RESULTS,
  SEARCH_PAGE_HITS,
  groupByKind,
  regionFilter,
  shouldRefine,
} from './results.ts';
import './search.css';
import { withIslandBoundary } from '../../lib/ui/IslandBoundary.tsx';

export interface SearchPageProps {
  config: SearchClientConfig;
  /** The text of `?q=` the page was requested with. */
  query: string;
  /** The first results, searched on the server (getServerState); the island starts from them. */
  serverState?: InstantSearchServerState | undefined;
  /** On the server only: the in-process search client getServerState searches with. */
  searchClient?: LiteClient | undefined;
}

type Hit = SearchRecord & { __position: number };

function SearchPage({ config, query, serverState, searchClient }: SearchPageProps) {
  // The browser's client needs the page's origin, so it is made only there; the server passes its own.
  const client = useMemo(() => searchClient ?? createSearchClient(config), [config, searchClient]);
  // Products only of the buyer's region; the page itself belongs to no region. The server has no
  // stored region and renders the default region's results; another region's buyer gets theirs on hydration.
  const filters = useMemo(() => regionFilter(buyerRegion()), []);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={client}
        indexName={config.indexName}
        initialUiState={{ [config.indexName]: { query } }}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={SEARCH_PAGE_HITS} facets={['kind']} filters={filters} />
        {serverState && <SearchAgainInBuyerRegion />}
        <SearchForm />
        <Results />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/**
 * The server searched for the default region's buyer (it cannot read the stored region) and InstantSearch
 * hydrates from that answer without searching; a buyer of another region gets their region's results.
 */
function SearchAgainInBuyerRegion() {
  const { refresh } = useInstantSearch();
  useEffect(() => {
    if (buyerRegion() !== DEFAULT_REGION) refresh();
  }, [refresh]);
  return null;
}

/** The search field: refines as the person types, only when the text changed; keeps `?q=` in the URL. */
function SearchForm() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(query);

  const update = (next: string) => {
    setValue(next);
    if (!shouldRefine(sent.current, next)) return;
    sent.current = next.trim();
    refine(next.trim());
    const url = new URL(globalThis.location.href);
    if (next.trim()) url.searchParams.set('q', next.trim());
    else url.searchParams.delete('q');
    globalThis.history.replaceState(null, '', url);
  };

  // The island hydrates when a person reaches for the form: what they typed before it was live is in
  // the field (hydration keeps it), so search it once InstantSearch has started (after this commit).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === value) return;
    const timer = setTimeout(() => {
      update(typed);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, []); // once, at hydration

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update(value);
  };

  return (
    <form action="/search/" method="get" role="search" className="search-form" onSubmit={onSubmit}>
      <label htmlFor="search-page-q">What are you looking for?</label>
      <input
        ref={input}
        id="search-page-q"
        type="search"
        name="q"
        placeholder="Start searching"
        value={value}
        onChange={(event) => update(event.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="button button--primary" type="submit">
        Search
      </button>
    </form>
  );
}

function Results() {
  const { results, error, refresh } = useInstantSearch({ catchError: true });
  const { items } = useHits<Hit>();
  const query = results.query.trim();
  const kindCounts = (results.facets.find((facet) => facet.name === 'kind')?.data ?? {}) as Record<string, number>;

  if (error) {
    return (
      <div className="notice notice--error search-results__error" role="alert">
        <p>{searchErrorMessage(error)}</p>
        <button type="button" className="button button--small" onClick={refresh}>
          Try again
        </button>
      </div>
    );
  }
  if (query === '')
    return <p className="search-results__hint">Type a product, an industry or a topic to search the site.</p>;
  if (items.length === 0) return <EmptyState key={query} />;

  return (
    <div className="search-results">
      <p className="search-results__summary" aria-live="polite">
        {results.nbHits} result{results.nbHits === 1 ? '' : 's'} for “{query}”
      </p>
      {groupByKind(items).map((group) => (
        <section key={group.kind} className="search-results__group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`}>
            {group.heading}{' '}
            <span className="search-results__count">({kindCounts[group.kind] ?? group.hits.length})</span>
          </h2>
          <ul>
            {group.hits.map((hit) => (
              <li key={hit.objectID}>
                <a href={hit.url} className="search-results__title">
                  <Highlight attribute="title" hit={hit} />
                </a>
                {hit.description && (
                  <p>
                    <Highlight attribute="description" hit={hit} />
                  </p>
                )}
              </li>
            ))}
          </ul>
          {group.kind === 'product' && (
            <a className="search-results__more" href={`/products/?q=${encodeURIComponent(query)}`}>
              See all matching products
            </a>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * When the page's own HTML had shown the empty state (the server rendered a query with no results):
 * by the time the parser finished the document at the latest (`domInteractive`), so 'Loading...' is on
 * screen at least 2 s without the script's loading time on top. Claimed by the first empty state the
 * island mounts over that HTML; any later one (a new query typed) counts from its own mount.
 */
let serverEmptyStateShownAt: (() => number) | undefined =
  typeof document !== 'undefined' && document.querySelector('.search-results__empty')
    ? () => performance.getEntriesByType('navigation')[0]?.domInteractive ?? performance.now()
    : undefined;

/** docs/requirements.md#search: 'Loading...' for 2 s, then 'No results for your search' (remounted for each new query). */
function EmptyState() {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const shownAt = serverEmptyStateShownAt?.() ?? performance.now();
    serverEmptyStateShownAt = undefined;
    const timer = setTimeout(() => setWaited(true), emptyStateDelayLeft(performance.now(), shownAt));
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="search-results__empty" role="status">
      {waited ? EMPTY_STATE_NO_RESULTS : EMPTY_STATE_LOADING}
    </p>
  );
}

/** The island, with the 'Something went wrong' fallback (docs/requirements.md#messages). */
export default withIslandBoundary(SearchPage, 'search');
