/**
 * A test page (never shipped: tests/e2e/search-widgets.spec.ts bundles it with esbuild and serves it
 * itself) mounting react-instantsearch's widgets on the embedded engine's `widgets` fixture index,
 * declared by configuration (tests/fixtures/search/widgets-index.json). `?layout=infinite` shows
 * InfiniteHits instead of Hits and Pagination (both drive `page`).
 */
import { liteClient } from 'algoliasearch/lite';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ClearRefinements,
  Configure,
  CurrentRefinements,
  HierarchicalMenu,
  Highlight,
  Hits,
  HitsPerPage,
  InfiniteHits,
  InstantSearch,
  Menu,
  Pagination,
  RangeInput,
  RefinementList,
  SearchBox,
  Snippet,
  SortBy,
  Stats,
  ToggleRefinement,
  useInstantSearch,
  useNumericMenu,
  type UseNumericMenuProps,
} from 'react-instantsearch';
import type { Hit as AlgoliaHit } from 'instantsearch.js';

interface Widget {
  objectID: string;
  name: string;
  description: string;
  brand: string;
  price: number;
  free_shipping: boolean;
}

const host = {
  url: location.host,
  protocol: location.protocol === 'https:' ? 'https' : 'http',
  accept: 'readWrite',
} as const;
// A long read timeout: this page checks what the widgets show, not latency (bench:search does), and the
// test machine may be busy; the lite client's own 2 s would turn a slow answer into an error here.
const searchClient = liteClient('embedded', 'search-only', {
  hosts: [host],
  timeouts: { connect: 5_000, read: 15_000, write: 30_000 },
});

function Hit({ hit }: { hit: AlgoliaHit<Widget> }) {
  return (
    <article aria-label={hit.name}>
      <h3>
        <Highlight attribute="name" hit={hit} />
      </h3>
      <p className="description">
        <Snippet attribute="description" hit={hit} />
      </p>
      <p className="price">${hit.price}</p>
      {hit.free_shipping ? <p>Free shipping</p> : null}
    </article>
  );
}

/** React InstantSearch 7 ships NumericMenu as a hook only (useNumericMenu); this is its documented radio list. */
function NumericMenu(props: UseNumericMenuProps) {
  const { items, refine } = useNumericMenu(props);
  return (
    <ul className="ais-NumericMenu-list">
      {items.map((item) => (
        <li key={item.value}>
          <label>
            <input type="radio" name={props.attribute} checked={item.isRefined} onChange={() => refine(item.value)} />
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A labelled region per widget, so the test finds each one as a person would, by its heading. */
const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <h2>{title}</h2>
    {children}
  </section>
);

/** A failed search shows its message (an unsupported parameter would answer 400 and land here). */
function SearchError() {
  const { error } = useInstantSearch({ catchError: true });
  return error ? <p role="alert">{error.message}</p> : null;
}

function Page({ infinite }: { infinite: boolean }) {
  return (
    <InstantSearch searchClient={searchClient} indexName="widgets" future={{ preserveSharedStateOnUnmount: true }}>
      <Configure attributesToSnippet={['description:8']} />
      <SearchError />
      <Panel title="Search">
        <SearchBox placeholder="Search widgets" />
      </Panel>
      <Panel title="Stats">
        <Stats />
      </Panel>
      <Panel title="Sort by">
        <SortBy
          items={[
            { label: 'Relevance', value: 'widgets' },
            { label: 'Price: low to high', value: 'widgets_price_asc' },
            { label: 'Price: high to low', value: 'widgets_price_desc' },
          ]}
        />
      </Panel>
      <Panel title="Hits per page">
        <HitsPerPage
          items={[
            { label: '6 per page', value: 6, default: true },
            { label: '12 per page', value: 12 },
          ]}
        />
      </Panel>
      <Panel title="Current refinements">
        <CurrentRefinements />
        <ClearRefinements />
      </Panel>
      <Panel title="Brand">
        <RefinementList attribute="brand" searchable searchablePlaceholder="Search brands" />
      </Panel>
      <Panel title="Type">
        <Menu attribute="type" />
      </Panel>
      <Panel title="Category">
        <HierarchicalMenu attributes={['categories.lvl0', 'categories.lvl1']} />
      </Panel>
      <Panel title="Shipping">
        <ToggleRefinement attribute="free_shipping" label="Free shipping" />
      </Panel>
      <Panel title="Price band">
        <NumericMenu
          attribute="price"
          items={[
            { label: 'All' },
            { label: 'Under $500', end: 500 },
            { label: '$500 to $2,000', start: 500, end: 2000 },
            { label: '$2,000 and over', start: 2000 },
          ]}
        />
      </Panel>
      <Panel title="Price range">
        <RangeInput attribute="price" />
      </Panel>
      <Panel title="Results">
        {infinite ? (
          <InfiniteHits<Widget> hitComponent={Hit} showPrevious={false} />
        ) : (
          <>
            <Hits<Widget> hitComponent={Hit} />
            <Pagination />
          </>
        )}
      </Panel>
    </InstantSearch>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(<Page infinite={new URLSearchParams(location.search).get('layout') === 'infinite'} />);
