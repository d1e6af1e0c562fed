import { expect, test, type Page } from '@playwright/test';
import { settle } from './helpers.ts';

// This file intercepts the site's requests with page.route, which misses a request that the page's
// service worker saw first (Chromium, playwright#7588): once the worker takes control mid-test, an
// aborted /api call went through to the server. The worker has its own tests (offline.spec.ts).
test.use({ serviceWorkers: 'block' });

/** The site's search endpoint (Algolia's multi-query path), as the browser calls it. */
const SEARCH_ENDPOINT = '**/1/indexes/*/queries**';

const productCards = (page: Page) => page.locator('.product-listing__grid > li').filter({ visible: true });
/** The listing's grid (the page also has an A–Z list of every product). */
const grid = (page: Page) => page.locator('.product-listing__grid');

test.describe('site search', () => {
  test('typing in the header box lands on grouped, highlighted results', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about-us/');
    const box = page.getByRole('banner').getByPlaceholder('Start searching').first();
    await box.fill('strata bim');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=strata(\+|%20)bim$/);

    const products = page.getByRole('region', { name: /^Products/ });
    await expect(products.getByRole('link', { name: 'Strata BIM', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Knowledge hub/ })).toBeVisible();
    // The matched words are highlighted.
    await expect(products.locator('mark', { hasText: /^Strata$/ }).first()).toBeVisible();
    await expect(page.getByText(/\d+ results? for “strata bim”/)).toBeVisible();
  });

  test('a typo still finds the product, and refining the text updates the results and the URL', async ({ page }) => {
    await page.goto('/search/?q=stata');
    await expect(
      page.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Strata BIM', exact: true }),
    ).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await field.fill('kestrel');
    await expect(
      page.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Kestrel Civil', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?q=kestrel$/);
  });

  test("no results: 'Loading...' first, then 'No results for your search' after 2 s", async ({ page }) => {
    // The page's clock stands still, so the 2 s pass when the test moves it, on any machine.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/search/?q=qqqzzzxxy');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Loading...');
    await expect(page.locator('astro-island[component-url*="SearchPage"]')).not.toHaveAttribute('ssr');
    await page.clock.runFor(1_900);
    // React renders a state change in a message-channel task: one posted now runs after it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(undefined);
        }),
    );
    await expect(status, 'still loading 1.9 s after it was shown').toHaveText('Loading...');
    await page.clock.runFor(100);
    await expect(status).toHaveText('No results for your search');
  });

  test('no search is sent without text', async ({ page }) => {
    const queries: string[] = [];
    await page.route(SEARCH_ENDPOINT, async (route) => {
      queries.push(route.request().postData() ?? '');
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/search/');
    await expect(page.getByText('Type a product, an industry or a topic to search the site.')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await box.fill('   ');
    // Past any debounce: a search for the blanks would be sent now; then a real one, which is.
    await page.clock.runFor(2_000);
    await box.fill('design');
    await expect.poll(() => queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query).toContain('design');
  });

  test('a failed request is retried once, and an unreachable search says so instead of a blank list', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(SEARCH_ENDPOINT, async (route) => {
      calls += 1;
      if (calls === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    // The first results come with the page (searched on the server); typing searches from the browser.
    await page.goto('/search/?q=strata');
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await field.fill('kestrel');
    await expect(
      page.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Kestrel Civil', exact: true }),
    ).toBeVisible();
    expect(calls).toBe(2);

    await page.unroute(SEARCH_ENDPOINT);
    await page.route(SEARCH_ENDPOINT, (route) => route.abort('connectionrefused'));
    await field.fill('civil'); // not 'strata': InstantSearch keeps the server's results for it
    await expect(page.getByRole('alert')).toContainText('Search is not available right now');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('without JavaScript the search page offers its form and the results of ?q=', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search/?q=bim');
    await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue('bim');
    await expect(
      page.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Strata BIM', exact: true }),
    ).toBeVisible();
    await context.close();
  });
});

test.describe('product listing', () => {
  test('the first page is in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products/');
    await expect(productCards(page)).toHaveCount(9);
    await expect(
      page.getByRole('navigation', { name: 'Filter by industries' }).getByRole('link', { name: /^Architecture/ }),
    ).toHaveAttribute('href', '/products/?industries.title=architecture');
    await context.close();
  });

  test('without JavaScript a facet link leads to the filtered grid, sent by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products/?industries.title=hardware');
    await expect(page.locator('#product-listing-summary')).toHaveText(/in Hardware$/);
    await expect(grid(page).getByRole('link', { name: 'Harbour W7 Workstation', exact: true })).toBeVisible();
    await expect(grid(page).getByRole('link', { name: 'Strata BIM', exact: true })).toHaveCount(0);
    // Following a facet link works the same way: the next page's HTML is the filtered grid.
    await page
      .getByRole('navigation', { name: 'Filter by industries' })
      .getByRole('link', { name: /^Architecture/ })
      .click();
    await expect(page).toHaveURL(/\/products\/\?industries\.title=architecture$/);
    await expect(page.locator('#product-listing-summary')).toHaveText(/in Architecture$/);
    await expect(grid(page).getByRole('link', { name: 'Strata BIM', exact: true })).toBeVisible();
    // In the unfiltered grid's first page, not in Architecture.
    await expect(grid(page).getByRole('link', { name: 'Conduit MEP', exact: true })).toHaveCount(0);
    await context.close();
  });

  test('page size follows the window: 9, 8 from 1930 px, 10 above 2423 px, before and after the island is live', async ({
    page,
  }) => {
    const summary = page.locator('#product-listing-summary');
    for (const [width, size] of [
      [1280, 9],
      [2000, 8],
      [2560, 10],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/products/');
      await expect(summary).toHaveText(new RegExp(`^Showing ${size} of \\d+ products$`), { useInnerText: true });
      await expect(productCards(page)).toHaveCount(size);
      await page.getByRole('heading', { name: 'Industries' }).hover(); // intent: the island goes live
      await expect(page.locator('.product-listing__grid[data-static]')).toHaveCount(0);
      await expect(summary).toHaveText(new RegExp(`^Showing ${size} of \\d+ products$`), { useInnerText: true });
      await expect(productCards(page)).toHaveCount(size);
    }
  });

  for (const path of ['/products/', '/products/?industries.title=hardware']) {
    test(`${path} loads no JavaScript until a person shows intent (the server searched the URL's filter)`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await settle(page);
      expect(scripts.filter((url) => !url.includes('astro')).length, 'island scripts before intent').toBe(0);
      if (path.includes('hardware')) {
        await expect(page.locator('#product-listing-summary')).toHaveText(/in Hardware$/);
        await expect(grid(page).getByRole('link', { name: 'Harbour W7 Workstation', exact: true })).toBeVisible();
        await expect(grid(page).getByRole('link', { name: 'Strata BIM', exact: true })).toHaveCount(0);
      }
      await page.getByRole('heading', { name: 'Industries' }).hover();
      await expect.poll(() => scripts.some((url) => url.includes('ProductListing'))).toBe(true);
      await expect(page.locator('.product-listing__grid[data-static]')).toHaveCount(0);
      if (path.includes('hardware')) await expect(page.locator('#product-listing-summary')).toHaveText(/in Hardware$/);
    });
  }

  test("filter by an industry, then 'Load more' adds 9", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products/');
    const summary = page.locator('#product-listing-summary');
    await expect(summary).toHaveText(/^Showing 9 of (\d+) products$/, { useInnerText: true });
    const total = Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);

    await page
      .getByRole('navigation', { name: 'Filter by industries' })
      .getByRole('link', { name: /^Architecture/ })
      .click();
    await expect(page).toHaveURL(/\/products\/\?industries\.title=architecture$/);
    await expect(summary).toHaveText(/in Architecture$/);
    const filtered = Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(filtered).toBeLessThan(total);
    await expect(grid(page).getByRole('link', { name: 'Strata BIM', exact: true })).toBeVisible();

    await page.goto('/products/');
    // The first click arrives before the island is live: it is held and replayed once it is.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(productCards(page)).toHaveCount(Math.min(18, total));
    await expect(summary).toHaveText(`Showing ${Math.min(18, total)} of ${total} products`);
    if (total <= 18) await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a product type slug in the URL filters the grid, and ?q= searches it', async ({ page }) => {
    await page.goto('/products/?industries.title=hardware');
    await expect(page.locator('#product-listing-summary')).toHaveText(/in Hardware$/);
    await expect(grid(page).getByRole('link', { name: 'Harbour W7 Workstation', exact: true })).toBeVisible();
    await expect(grid(page).getByRole('link', { name: 'Strata BIM', exact: true })).toHaveCount(0);

    await page.goto('/products/?q=kestrel');
    await expect(page.locator('#product-listing-summary')).toHaveText(/for “kestrel”$/);
    await expect(grid(page).getByRole('link', { name: 'Kestrel Civil', exact: true })).toBeVisible();
  });
});

test.describe('knowledge hub', () => {
  test('by type, and all', async ({ page }) => {
    await page.goto('/knowledge-hub/');
    await page.getByRole('navigation', { name: 'Knowledge hub topics' }).getByRole('link', { name: 'Webinar' }).click();
    await expect(page).toHaveURL(/\/knowledge-hub\/\?blogType=watch$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Webinar');
    const webinars = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(webinars.first()).toBeVisible();
    for (const text of await webinars.allInnerTexts()) expect(text).toMatch(/Webinar/);

    await page.goto('/knowledge-hub/?showAll=true');
    await expect(
      page.getByRole('navigation', { name: 'Knowledge hub topics' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
