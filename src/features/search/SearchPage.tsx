/**
 * The /search results (SPEC §2, §4, §5) with react-instantsearch: the query from `?q=`, results as you
 * type, grouped by kind and highlighted; the empty state 'Loading...' for 2 s then 'No results for your
 * search'; a clear message when search cannot be reached. Client-only: the page's static form is the
 * fallback before (and without) JavaScript.
 */
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { Configure, Highlight, InstantSearch, useHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { createSearchClient, searchErrorMessage, type SearchClientConfig } from './client.ts';
import type { SearchRecord } from './records.ts';
import {
  EMPTY_STATE_DELAY_MS, EMPTY_STATE_LOADING, EMPTY_STATE_NO_RESULTS, SEARCH_PAGE_HITS, groupByKind, shouldRefine,
} from './results.ts';
import './search.css';
import { withIslandBoundary } from '../ui/IslandBoundary.tsx';

export interface SearchPageProps { config: SearchClientConfig }

type Hit = SearchRecord & { __position: number };

function SearchPage({ config }: SearchPageProps) {
  const client = useMemo(() => createSearchClient(config), [config]);
  const initialQuery = new URLSearchParams(globalThis.location.search).get('q') ?? '';
  return (
    <InstantSearch searchClient={client} indexName={config.indexName} initialUiState={{ [config.indexName]: { query: initialQuery } }} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={SEARCH_PAGE_HITS} facets={['kind']} />
      <SearchForm />
      <Results />
    </InstantSearch>
  );
}

/** The search field: refines as the person types, only when the text changed; keeps `?q=` in the URL. */
function SearchForm() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);

  const update = (next: string) => {
    setValue(next);
    if (!shouldRefine(query, next)) return;
    refine(next.trim());
    const url = new URL(globalThis.location.href);
    if (next.trim()) url.searchParams.set('q', next.trim()); else url.searchParams.delete('q');
    globalThis.history.replaceState(null, '', url);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update(value);
  };

  return (
    <form action="/search/" method="get" role="search" className="search-form" onSubmit={onSubmit}>
      <label htmlFor="search-page-q">What are you looking for?</label>
      <input id="search-page-q" type="search" name="q" placeholder="Start searching" value={value}
        onChange={(event) => update(event.currentTarget.value)} autoComplete="off" enterKeyHint="search" />
      <button className="button button--primary" type="submit">Search</button>
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
        <button type="button" className="button button--small" onClick={refresh}>Try again</button>
      </div>
    );
  }
  if (query === '') return <p className="search-results__hint">Type a product, an industry or a topic to search the site.</p>;
  if (items.length === 0) return <EmptyState key={query} />;

  return (
    <div className="search-results">
      <p className="search-results__summary" aria-live="polite">{results.nbHits} result{results.nbHits === 1 ? '' : 's'} for “{query}”</p>
      {groupByKind(items).map((group) => (
        <section key={group.kind} className="search-results__group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`}>{group.heading} <span className="search-results__count">({kindCounts[group.kind] ?? group.hits.length})</span></h2>
          <ul>
            {group.hits.map((hit) => (
              <li key={hit.objectID}>
                <a href={hit.url} className="search-results__title"><Highlight attribute="title" hit={hit} /></a>
                {hit.description && <p><Highlight attribute="description" hit={hit} /></p>}
              </li>
            ))}
          </ul>
          {group.kind === 'product' && (
            <a className="search-results__more" href={`/products/?q=${encodeURIComponent(query)}`}>See all matching products</a>
          )}
        </section>
      ))}
    </div>
  );
}

/** SPEC §4: 'Loading...' for 2 s, then 'No results for your search' (remounted for each new query). */
function EmptyState() {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), EMPTY_STATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <p className="search-results__empty" role="status">{waited ? EMPTY_STATE_NO_RESULTS : EMPTY_STATE_LOADING}</p>;
}

/** The island, with the 'Something went wrong' fallback (SPEC §8). */
export default withIslandBoundary(SearchPage, 'search');
