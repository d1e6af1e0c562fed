import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, serveBuild, stopServer } from './preview-server.ts';

/**
 * A publish goes live without a rebuild, on the embedded default: the demo build Playwright
 * made for this run is served with a dataset file of this test's own, and the test publishes by
 * writing a changed dataset to a temporary file renamed over it, as an export is written. The server
 * is never restarted; each change must become visible, on pages that were already in its cache. How
 * soon (within 3 s) is a service level, measured by the bench (bench/publish.mjs, publish-to-visible),
 * not timed here.
 */

const folder = join('test-results', 'publish-e2e');
const dataset = join(folder, 'dataset.ndjson');

type Doc = Record<string, unknown> & { _id: string; _type: string };
let documents: Doc[] = JSON.parse(
  `[${readFileSync('content/dataset.ndjson', 'utf8').trim().split('\n').join(',')}]`,
) as Doc[];

/** Writes the dataset whole to a temporary file and renames it over the served one (one publish). */
function publish(change: (docs: Doc[]) => Doc[]): void {
  documents = change(documents);
  const temporary = `${dataset}.tmp`;
  writeFileSync(temporary, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  renameSync(temporary, dataset);
}

const edit =
  (id: string, fields: Record<string, unknown>) =>
  (docs: Doc[]): Doc[] =>
    docs.map((doc) => (doc._id === id ? { ...doc, ...fields } : doc));

const documentOf = (id: string): Doc => {
  const found = documents.find((doc) => doc._id === id);
  if (!found) throw new Error(`${id} is not in the demo dataset`);
  return found;
};

let server: ChildProcess | undefined;
let output: () => string = () => '';
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  publish((docs) => docs);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const started = serveBuild('test-results/sites/demo', port, {
    CONTENT_DATASET: dataset,
    DATA_DIR: join(folder, 'data'),
  });
  server = started.child;
  output = started.output;
  await started.ready;
});

test.afterAll(async () => {
  await stopServer(server);
});

/**
 * Asks the server for `path` until its HTML contains `serverShows`, then opens the page in the browser
 * and runs `check` (what the visitor sees). A miss names every answer seen, with its X-Cache, and the
 * server's log.
 */
async function visibleSoon(page: Page, path: string, serverShows: string, check: () => Promise<void>): Promise<void> {
  const seen: string[] = [];
  try {
    await expect
      .poll(
        async () => {
          const response = await page.request.get(origin + path);
          seen.push(`${response.status()} ${response.headers()['x-cache'] ?? '-'}`);
          return (await response.text()).includes(serverShows);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(
      `"${serverShows}" was not on ${path} after the publish. Answers: ${seen.join(', ')}\nServer log:\n${output().slice(-3000)}`,
      { cause: error },
    );
  }
  await page.goto(origin + path);
  await check();
}

const sitemapText = async (page: Page): Promise<string> => (await page.request.get(`${origin}/sitemap-0.xml`)).text();

test('an edited product is shown on its page, served from the cache before the edit', async ({ page }) => {
  const path = '/nz/products/kestrel-civil/';
  await page.goto(origin + path);
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Civil' })).toBeVisible();
  // Asked again: the cache answers (the page is kept, so only the publish can change it).
  expect((await page.request.get(origin + path)).headers()['x-cache']).toBe('HIT');

  publish(edit('product-kestrel-civil', { title: 'Kestrel Civil Infrastructure' }));
  await visibleSoon(page, path, '>Kestrel Civil Infrastructure</h1>', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Civil Infrastructure' })).toBeVisible();
  });
});

test('a new blog has its page, its sitemap entry, its search hit and its place in the knowledge hub', async ({
  page,
}) => {
  await page.goto(`${origin}/knowledge-hub/`);
  expect(await sitemapText(page)).not.toContain('/knowledge-hub/tidewater-survey-day/');
  const template = documentOf('blog-strata-bim-2027-whats-new');
  const blog: Doc = {
    ...template,
    _id: 'blog-tidewater-survey-day',
    _createdAt: '2026-11-26T00:00:00Z',
    _updatedAt: '2026-11-26T00:00:00Z',
    title: 'Tidewater survey day recap',
    slug: { _type: 'slug', current: 'tidewater-survey-day' },
    publishDate: '2026-11-26',
    excerpt: 'What we learned surveying the Tidewater estuary with drones and GNSS.',
  };
  publish((docs) => [...docs, blog]);

  await visibleSoon(page, '/knowledge-hub/tidewater-survey-day/', 'Tidewater survey day recap', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Tidewater survey day recap' })).toBeVisible();
  });
  await visibleSoon(page, '/knowledge-hub/', 'Tidewater survey day recap', async () => {
    await expect(page.getByRole('link', { name: /Tidewater survey day recap/ }).first()).toBeVisible();
  });
  expect(await sitemapText(page)).toContain('/knowledge-hub/tidewater-survey-day/');
  await visibleSoon(page, '/search/?q=tidewater', 'Tidewater survey day recap', async () => {
    await expect(page.getByRole('link', { name: /Tidewater survey day recap/ }).first()).toBeVisible();
  });
});

test('a deleted page answers 404 and leaves the sitemap', async ({ page }) => {
  const path = '/nz/services/implementation/';
  const first = await page.goto(origin + path);
  expect(first?.status()).toBe(200);
  expect(await sitemapText(page)).toContain(path);

  publish((docs) => docs.filter((doc) => doc._id !== 'page-services-implementation'));
  await visibleSoon(page, path, 'Page not found', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
  expect((await page.request.get(origin + path)).status()).toBe(404);
  expect(await sitemapText(page)).not.toContain(path);
});

test('a footer change in siteConfig shows on a page nobody edited', async ({ page }) => {
  await page.goto(`${origin}/about-us/`);
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Tasman CAD Limited');

  const siteConfig = documentOf('siteConfig');
  publish(
    edit('siteConfig', { footer: { ...(siteConfig['footer'] as object), copyright: '© 2027 Tasman CAD Group' } }),
  );
  await visibleSoon(page, '/about-us/', '2027 Tasman CAD Group', async () => {
    await expect(page.getByRole('contentinfo')).toContainText('© 2027 Tasman CAD Group');
  });
});

test('a malformed document in a publish leaves the last good page served, and is logged with its _id, _type and field', async ({
  page,
}) => {
  const path = '/nz/products/strata-bim/';
  await page.goto(origin + path);
  await expect(page.getByRole('heading', { level: 1, name: 'Strata BIM' })).toBeVisible();

  // One publish: a broken product (its variants are not a list) and a good edit of another page.
  publish((docs) =>
    edit('page-about-us', { title: 'About Tasman CAD' })(edit('product-strata-bim', { products: 'not a list' })(docs)),
  );
  await visibleSoon(page, '/about-us/', '>About Tasman CAD</h1>', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'About Tasman CAD' })).toBeVisible();
  });
  // The product keeps its last good version: its variants and prices are still offered.
  const buyNow = await page.request.get(`${origin}/nz/products/strata-bim/buy-now/`);
  expect(buyNow.status()).toBe(200);
  expect(await buyNow.text()).toContain('excl. GST');
  await page.goto(origin + path);
  await expect(page.getByRole('heading', { level: 1, name: 'Strata BIM' })).toBeVisible();
  expect(output()).toMatch(/product-strata-bim \(productFamily\) products/);
});
