/**
 * The /products grid (docs/requirements.md#pages-and-routes): search text, industry and product-type facets, and 'Load more'.
 * The server renders the first page into the HTML — all products by title, or the URL's `?q=` /
 * `?industries.title=` as it searched them (`filtered`) — and the island hydrates on intent
 * (client:intent), then applies the URL, sizes the page to the window and loads more on demand.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type SubmitEvent, type MouseEvent } from 'react';
import { GRID_PAGE_SIZE_MAX, gridPageSize } from '../../lib/ui/constants.ts';
import { createSearchClient, searchErrorMessage, searchHits, type SearchClientConfig } from './client.ts';
import {
  afterLoadMore,
  facetOptions,
  isUnfiltered,
  listingRequests,
  listingResults,
  listingStateFrom,
  listingUrl,
  type FacetOption,
  type FilteredListing,
  type ListingResults,
  type ListingState,
  type ProductHit,
} from './listing.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { INDUSTRY_FACET } from './records.ts';
import { ProductHitCard } from './ProductHitCard.tsx';
import './search.css';
import { withIslandBoundary } from '../../lib/ui/IslandBoundary.tsx';

export interface ProductListingProps {
  config: SearchClientConfig;
  /** The first products by title (at least the largest page size), rendered before any script runs. */
  initialHits: ProductHit[];
  initialTotal: number;
  /** Facet counts over every product. */
  initialCounts: Record<string, number>;
  /** Labels of facet values: industry slug → title, product type slug → category. */
  industryLabels: [string, string][];
  productTypeLabels: [string, string][];
  /** The URL's filter as the server searched it (the page is then rendered on demand and hydrates on intent). */
  filtered?: FilteredListing | undefined;
}

type Status = 'idle' | 'pending' | 'failed';

/** Page sizes the window can ask for (docs/requirements.md#layout); before hydration CSS picks one of them by width. */
const STATIC_SIZES = [8, 9, 10] as const;

function ProductListing(props: ProductListingProps) {
  const labels = useMemo(
    () => ({ industries: new Map(props.industryLabels), productTypes: new Map(props.productTypeLabels) }),
    [props.industryLabels, props.productTypeLabels],
  );
  const [state, setState] = useState<ListingState>(props.filtered?.state ?? { query: '', facet: '' });
  /** Products shown; undefined before the island is live, when the HTML holds 10 and CSS shows 8, 9 or 10 by width. */
  const [shown, setShown] = useState<number | undefined>(undefined);
  const [results, setResults] = useState<ListingResults>(
    props.filtered ?? { hits: props.initialHits, total: props.initialTotal, counts: props.initialCounts },
  );
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string>();
  const client = useRef<ReturnType<typeof createSearchClient>>(undefined);
  const latest = useRef(0);
  /** Set once the person has acted (a replayed 'Load more' may arrive before the mount effect). */
  const acted = useRef(false);

  const load = useCallback(
    async (next: ListingState, count: number) => {
      const ticket = ++latest.current;
      if (isUnfiltered(next) && count <= props.initialHits.length) {
        setResults({ hits: props.initialHits, total: props.initialTotal, counts: props.initialCounts });
        setStatus('idle');
        setError(undefined);
        return;
      }
      setStatus('pending');
      client.current ??= createSearchClient(props.config);
      try {
        const answers = await searchHits<SearchRecord>(
          client.current,
          listingRequests(props.config.indexName, next, count),
        );
        if (ticket !== latest.current) return;
        setResults(listingResults(answers));
        setStatus('idle');
        setError(undefined);
      } catch (cause) {
        if (ticket !== latest.current) return;
        setStatus('failed');
        setError(searchErrorMessage(cause));
      }
    },
    [props.config, props.initialHits, props.initialTotal, props.initialCounts],
  );

  // After hydration: the URL's filters and the window's page size (docs/requirements.md#layout).
  useEffect(() => {
    const fromUrl = (event?: PopStateEvent) => {
      if (acted.current && !event) return;
      const next = listingStateFrom(new URLSearchParams(globalThis.location.search));
      const size = gridPageSize(globalThis.innerWidth);
      setState(next);
      setShown(size);
      void load(next, size);
    };
    fromUrl();
    globalThis.addEventListener('popstate', fromUrl);
    return () => globalThis.removeEventListener('popstate', fromUrl);
  }, [load]);

  const navigate = (next: ListingState) => {
    acted.current = true;
    if (next.query === state.query && next.facet === state.facet) return; // refine only on change (docs/requirements.md#search)
    const size = gridPageSize(globalThis.innerWidth);
    globalThis.history.pushState(null, '', listingUrl(next));
    setState(next);
    setShown(size);
    void load(next, size);
  };

  const onFacet = (event: MouseEvent<HTMLAnchorElement>, value: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate({ ...state, facet: state.facet === value ? '' : value });
  };

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get('q');
    const query = typeof field === 'string' ? field.trim() : '';
    navigate({ ...state, query });
  };

  const onLoadMore = () => {
    acted.current = true;
    const count = afterLoadMore(shown ?? gridPageSize(globalThis.innerWidth));
    setShown(count);
    void load(state, count);
  };

  const options = facetOptions(results.counts, labels);
  const selected =
    options.find((option) => option.value === state.facet) ??
    (state.facet
      ? { label: labels.industries.get(state.facet) ?? labels.productTypes.get(state.facet) ?? state.facet }
      : undefined);
  const visible = results.hits.slice(0, shown ?? GRID_PAGE_SIZE_MAX);
  const of = `of ${results.total} product${results.total === 1 ? '' : 's'}${selected ? ` in ${selected.label}` : ''}${state.query ? ` for “${state.query}”` : ''}`;
  const summary =
    status === 'pending' ? (
      'Loading products…'
    ) : shown === undefined ? (
      <>
        Showing{' '}
        {STATIC_SIZES.map((size) => (
          <span key={size} className={`product-listing__size-${size}`}>
            {Math.min(size, visible.length)}
          </span>
        ))}{' '}
        {of}
      </>
    ) : (
      `Showing ${visible.length} ${of}`
    );

  return (
    <div className="product-listing">
      <div className="product-listing__filters">
        <form className="product-listing__search" role="search" action="/products/" method="get" onSubmit={onSearch}>
          <label htmlFor="product-search">Search products</label>
          <div className="product-listing__search-row">
            <input
              id="product-search"
              name="q"
              type="search"
              defaultValue={state.query}
              key={state.query}
              placeholder="Start searching"
            />
            {state.facet && <input type="hidden" name={INDUSTRY_FACET} value={state.facet} />}
            <button className="button button--primary button--small" type="submit">
              Search
            </button>
          </div>
        </form>
        <FacetList
          title="Industries"
          options={options.filter((o) => o.group === 'industry')}
          state={state}
          onFacet={onFacet}
        />
        <FacetList
          title="Product types"
          options={options.filter((o) => o.group === 'productType')}
          state={state}
          onFacet={onFacet}
        />
      </div>
      <section className="product-listing__results" aria-labelledby="product-listing-summary">
        <p id="product-listing-summary" className="product-listing__summary" aria-live="polite">
          {summary}
        </p>
        {error && (
          <div className="notice notice--error" role="alert">
            <p>{error}</p>
            <button
              type="button"
              className="button button--small"
              onClick={() => void load(state, shown ?? gridPageSize(globalThis.innerWidth))}
            >
              Try again
            </button>
          </div>
        )}
        {status !== 'failed' && visible.length === 0 && status === 'idle' && (
          <p>
            No products match. <a href="/products/">Show all products</a>
          </p>
        )}
        <ul
          className="product-listing__grid"
          aria-busy={status === 'pending'}
          data-static={shown === undefined ? '' : undefined}
        >
          {visible.map((hit) => (
            <li key={hit.objectID}>
              <ProductHitCard hit={hit} />
            </li>
          ))}
        </ul>
        {(shown === undefined ? results.total > Math.min(...STATIC_SIZES) : visible.length < results.total) && (
          <button
            type="button"
            className="button button--primary product-listing__more"
            onClick={onLoadMore}
            disabled={status === 'pending'}
          >
            Load more
          </button>
        )}
      </section>
    </div>
  );
}

interface FacetListProps {
  title: string;
  options: FacetOption[];
  state: ListingState;
  onFacet: (event: MouseEvent<HTMLAnchorElement>, value: string) => void;
}

function FacetList({ title, options, state, onFacet }: FacetListProps) {
  if (options.length === 0) return null;
  return (
    <nav className="product-listing__facets" aria-label={`Filter by ${title.toLowerCase()}`}>
      <h2>{title}</h2>
      <ul>
        {options.map((option) => {
          const current = state.facet === option.value;
          return (
            <li key={option.value}>
              <a
                href={listingUrl({ query: state.query, facet: current ? '' : option.value })}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => onFacet(event, option.value)}
              >
                {option.label} <span className="product-listing__count">({option.count})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The island, with the 'Something went wrong' fallback (docs/requirements.md#messages). */
export default withIslandBoundary(ProductListing, 'product listing');
