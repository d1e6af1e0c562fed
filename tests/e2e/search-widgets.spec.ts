import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';

// This file intercepts the site's requests with page.route, which misses a request that the page's
// service worker saw first (Chromium, playwright#7588): once the worker takes control mid-test, an
// aborted /api call went through to the server. The worker has its own tests (offline.spec.ts).
test.use({ serviceWorkers: 'block' });

/**
 * InstantSearch's widgets on the embedded engine: a test page (search-widgets/WidgetsPage.tsx,
 * bundled here and served by the test, so it never ships) on the `widgets` fixture index that the demo
 * server declares by configuration (SEARCH_DECLARED_INDEXES, playwright.config.ts). Each widget is used as
 * a person would, and what it shows is checked against the fixture's records. Every search request the
 * widgets send must be answered 200: an unsupported parameter would answer 400 and fail the test.
 */

interface Widget {
  objectID: string;
  name: string;
  brand: string;
  type: string;
  categories: { lvl0: string; lvl1: string };
  price: number;
  free_shipping: boolean;
}
const fixture = JSON.parse(readFileSync('tests/fixtures/search/widgets-index.json', 'utf8')) as { records: Widget[] };
const records = fixture.records;
const count = (keep: (record: Widget) => boolean) => records.filter(keep).length;

const PAGE_PATH = '/__test/search-widgets/';
let bundle = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['tests/e2e/search-widgets/WidgetsPage.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

/** Opens the test page on the demo server's origin (so the widgets call its search endpoint) and watches every search answer. */
async function openWidgets(page: Page, query = ''): Promise<{ refused: string[] }> {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/1/indexes/') && response.status() !== 200)
      refused.push(`${response.status()} ${response.url()}`);
  });
  await page.route(`**${PAGE_PATH}page.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.route(`**${PAGE_PATH}${query}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search widgets</title></head><body><main id="root"></main><script type="module" src="${PAGE_PATH}page.js"></script></body></html>`,
    }),
  );
  await page.goto(`${PAGE_PATH}${query}`);
  await expect(stats(page)).toHaveText(new RegExp(`^${records.length} results found`));
  return { refused };
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const stats = (page: Page) => panel(page, 'Stats').locator('.ais-Stats-text');
const hits = (page: Page) => panel(page, 'Results').getByRole('article');
const expectResults = (page: Page, n: number) => expect(stats(page)).toHaveText(new RegExp(`^${n} results? found`));
const prices = async (page: Page) =>
  (await hits(page).locator('.price').allTextContents()).map((text) => Number(text.replace('$', '')));

test.afterEach(async ({ page }) => {
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('SearchBox, Hits, Highlight, Snippet, Stats: a typed word, with a swapped pair of letters, finds and marks the plotters', async ({
  page,
}) => {
  const watch = await openWidgets(page);
  await expect(hits(page)).toHaveCount(6);
  await panel(page, 'Search').getByRole('searchbox').fill('plottre');
  const plotters = count((record) => record.name.includes('Plotter'));
  await expectResults(page, plotters);
  await expect(hits(page)).toHaveCount(plotters);
  for (const hit of await hits(page).all()) {
    await expect(hit.getByRole('heading').locator('mark')).toHaveText('Plotter');
    // The snippet: 8 words around the match, cut with an ellipsis, the match marked.
    const snippet = hit.locator('.description');
    await expect(snippet.locator('mark')).toHaveText('plotter');
    expect((await snippet.textContent())?.split(/\s+/).filter((word) => word !== '…')).toHaveLength(8);
  }
  expect(watch.refused).toEqual([]);
});

test('RefinementList (searchable), CurrentRefinements, ClearRefinements: a brand beyond the first ten is found by searching the list', async ({
  page,
}) => {
  const watch = await openWidgets(page);
  const brands = panel(page, 'Brand');
  await expect(brands.getByRole('checkbox')).toHaveCount(10);
  await expect(brands.getByText('Moa', { exact: true })).toHaveCount(0);
  await brands.getByRole('searchbox').fill('moa');
  await expect(brands.getByRole('checkbox')).toHaveCount(1);
  await expect(brands.locator('mark')).toHaveText('Moa');
  await brands.getByRole('checkbox', { name: /^Moa/ }).check();
  await expectResults(
    page,
    count((record) => record.brand === 'Moa'),
  );
  for (const hit of await hits(page).all()) await expect(hit.getByRole('heading')).toHaveText(/^Moa /);
  await expect(panel(page, 'Current refinements').getByText('Moa')).toBeVisible();

  // A second brand widens the results (values of one facet are ORed).
  await brands.getByRole('checkbox', { name: /^Kestrel/ }).check();
  await expectResults(
    page,
    count((record) => record.brand === 'Moa' || record.brand === 'Kestrel'),
  );
  await panel(page, 'Current refinements').getByRole('button', { name: 'Clear refinements' }).click();
  await expectResults(page, records.length);
  expect(watch.refused).toEqual([]);
});

test('Menu and HierarchicalMenu: one type, then a category and its sub-category', async ({ page }) => {
  const watch = await openWidgets(page);
  const types = panel(page, 'Type');
  await expect(types.getByRole('link', { name: /^course/ })).toContainText(
    String(count((record) => record.type === 'course')),
  );
  await types.getByRole('link', { name: /^course/ }).click();
  await expectResults(
    page,
    count((record) => record.type === 'course'),
  );
  await panel(page, 'Current refinements').getByRole('button', { name: 'Clear refinements' }).click();
  await expectResults(page, records.length);

  const categories = panel(page, 'Category');
  await categories.getByRole('link', { name: /^Software/ }).click();
  await expectResults(
    page,
    count((record) => record.categories.lvl0 === 'Software'),
  );
  // The sub-categories of Software appear, with their counts.
  const cad = categories.getByRole('link', { name: /^CAD/ });
  await expect(cad).toContainText(String(count((record) => record.categories.lvl1 === 'Software > CAD')));
  await expect(categories.getByRole('link', { name: /^Plotters/ })).toHaveCount(0);
  await cad.click();
  await expectResults(
    page,
    count((record) => record.categories.lvl1 === 'Software > CAD'),
  );
  await expect(panel(page, 'Current refinements')).toContainText('Software > CAD');
  expect(watch.refused).toEqual([]);
});

test('ToggleRefinement, NumericMenu, RangeInput: free shipping, a price band, a typed price range', async ({
  page,
}) => {
  const watch = await openWidgets(page);
  await panel(page, 'Shipping').getByRole('checkbox', { name: 'Free shipping' }).check();
  await expectResults(
    page,
    count((record) => record.free_shipping),
  );
  for (const hit of await hits(page).all()) await expect(hit.getByText('Free shipping')).toBeVisible();
  await panel(page, 'Shipping').getByRole('checkbox', { name: 'Free shipping' }).uncheck();
  await expectResults(page, records.length);

  await panel(page, 'Price band').getByRole('radio', { name: 'Under $500' }).check();
  await expectResults(
    page,
    count((record) => record.price <= 500),
  );
  expect(Math.max(...(await prices(page)))).toBeLessThanOrEqual(500);
  await panel(page, 'Price band').getByRole('radio', { name: 'All' }).check();
  await expectResults(page, records.length);

  // The range's bounds come from the engine's facets_stats.
  const range = panel(page, 'Price range');
  const [min, max] = [
    Math.min(...records.map((record) => record.price)),
    Math.max(...records.map((record) => record.price)),
  ];
  await expect(range.getByRole('spinbutton').first()).toHaveAttribute('placeholder', String(min));
  await expect(range.getByRole('spinbutton').last()).toHaveAttribute('placeholder', String(max));
  await range.getByRole('spinbutton').first().fill('1000');
  await range.getByRole('spinbutton').last().fill('2500');
  await range.getByRole('button', { name: 'Go' }).click();
  await expectResults(
    page,
    count((record) => record.price >= 1000 && record.price <= 2500),
  );
  for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(1000);
  expect(watch.refused).toEqual([]);
});

test('SortBy (replicas), HitsPerPage, Pagination: cheapest first, twelve a page, the last page', async ({ page }) => {
  const watch = await openWidgets(page);
  const sorted = records.map((record) => record.price).sort((a, b) => a - b);
  const sortBy = panel(page, 'Sort by').getByRole('combobox');
  await sortBy.selectOption({ label: 'Price: low to high' });
  await expect.poll(() => prices(page)).toEqual(sorted.slice(0, 6));
  await sortBy.selectOption({ label: 'Price: high to low' });
  await expect.poll(() => prices(page)).toEqual([...sorted].reverse().slice(0, 6));

  await panel(page, 'Hits per page').getByRole('combobox').selectOption({ label: '12 per page' });
  await expect(hits(page)).toHaveCount(12);
  await expect.poll(() => prices(page)).toEqual([...sorted].reverse().slice(0, 12));

  const pagination = panel(page, 'Results').locator('.ais-Pagination');
  await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => prices(page)).toEqual([...sorted].reverse().slice(12, 24));
  await pagination.getByRole('link', { name: /^Last Page/ }).click();
  await expect.poll(() => prices(page)).toEqual([...sorted].reverse().slice(24));
  await expect(hits(page)).toHaveCount(records.length - 24);
  expect(watch.refused).toEqual([]);
});

test('InfiniteHits: "Show more results" appends the next page until every record is shown', async ({ page }) => {
  const watch = await openWidgets(page, '?layout=infinite');
  await expect(hits(page)).toHaveCount(6);
  const more = panel(page, 'Results').getByRole('button', { name: 'Show more results' });
  await more.click();
  await expect(hits(page)).toHaveCount(12);
  while ((await hits(page).count()) < records.length) {
    const before = await hits(page).count();
    await more.click();
    await expect(hits(page)).toHaveCount(Math.min(before + 6, records.length));
  }
  await expect(more).toBeDisabled();
  const names = await hits(page).getByRole('heading').allTextContents();
  expect(new Set(names).size).toBe(records.length);
  expect(watch.refused).toEqual([]);
});
