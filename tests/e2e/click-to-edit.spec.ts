import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, settle } from './helpers.ts';
import { freePort, serveBuild, stopServer } from './preview-server.ts';

/**
 * Click-to-edit on editors' previews. The demo build is served once more with PREVIEW_SECRET set (no
 * Sanity project: the embedded dataset, the Studio at the site's own /studio). On a preview, hovering
 * a block's heading outlines it with Sanity's overlay, whose "Open in Studio" link names the document
 * that holds the heading and the field's path; the link lands on /studio, which says how to connect a
 * Studio and names that document and field. Published pages carry none of it.
 */

const SECRET = 'click-to-edit-e2e-secret-0123456789';
const folder = join('test-results', 'click-to-edit-e2e');
const dataset = join(folder, 'dataset.ndjson');
/** U+200B-U+200D, U+2060-U+2064, U+FEFF: the invisible characters stega encoding would hide in text. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;

let server: ChildProcess | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  copyFileSync('content/dataset.ndjson', dataset);
  const started = serveBuild('test-results/sites/demo', port, {
    CONTENT_DATASET: dataset,
    PREVIEW_SECRET: SECRET,
    DATA_DIR: join(folder, 'data'),
  });
  server = started.child;
  await started.ready;
});

test.afterAll(async () => {
  await stopServer(server);
});

/** Hovers `heading` and answers the overlay's "Open in Studio" link (once the live view has rendered: it swaps the page's content). */
async function studioLinkFor(page: Page, heading: string) {
  await expect(page.locator('[data-preview-status]')).toHaveText('');
  const target = page.getByRole('main').getByRole('heading', { name: heading, exact: true });
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  const link = page.getByRole('link', { name: 'Open in Studio' });
  await expect(link).toBeVisible();
  return link;
}

/** The document and field an "Open in Studio" href names (`/studio/intent/edit/…;id=…;type=…;path=…?…`, the path in the Studio's URL form). */
function intentOf(href: string): Record<string, string> {
  const url = new URL(href, origin);
  expect(url.origin).toBe(origin);
  const match = /^\/studio\/intent\/edit\/([^/]+)$/.exec(url.pathname);
  expect(match, href).not.toBeNull();
  return Object.fromEntries(
    (match?.[1] ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}

test('on a product’s preview, a block heading opens that product’s field in the Studio', async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin}/preview/product-strata-bim/?secret=${SECRET}`);
  const link = await studioLinkFor(page, 'Why teams choose Strata BIM');
  expect(intentOf((await link.getAttribute('href')) ?? '')).toMatchObject({
    id: 'product-strata-bim',
    type: 'productFamily',
    path: 'overview:cb085c774707.heading',
  });

  // The link opens the site's /studio, which has no Studio on the embedded dataset and says so.
  const [studio] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Sanity Studio is not connected');
  const asked = studio.getByRole('region', { name: 'The field you asked to edit' });
  await expect(asked).toContainText('product-strata-bim');
  await expect(asked).toContainText('productFamily');
  await expect(asked).toContainText('overview[_key=="cb085c774707"].heading');
  await expectNoAxeViolations(studio);
  expect(errors).toEqual([]);
});

test('on a page’s preview, a block heading names the page and the block’s path; the footer names the site configuration', async ({
  page,
}) => {
  await page.goto(`${origin}/preview/page-about-us/?secret=${SECRET}`);
  const link = await studioLinkFor(page, 'Our story');
  expect(intentOf((await link.getAttribute('href')) ?? '')).toMatchObject({
    id: 'page-about-us',
    type: 'page',
    path: 'blocks:816f7c4f8f8b.heading',
  });
  const copyright = page.getByRole('contentinfo').locator('.site-footer__copyright');
  await copyright.scrollIntoViewIfNeeded();
  await copyright.hover();
  const footerLink = page.getByRole('link', { name: 'Open in Studio' });
  await expect
    .poll(async () => intentOf((await footerLink.getAttribute('href')) ?? ''))
    .toMatchObject({ id: 'siteConfig', type: 'siteConfig', path: 'footer.copyright' });
});

test('after a live update, the new heading opens in the Studio too', async ({ page }) => {
  await page.goto(`${origin}/preview/product-strata-bim/?secret=${SECRET}`);
  await expect(page.locator('[data-preview-status]')).toHaveText('');
  const lines = readFileSync('content/dataset.ndjson', 'utf8').split('\n').filter(Boolean);
  const published = JSON.parse(lines.find((line) => line.startsWith('{"_id":"product-strata-bim"')) ?? '{}') as {
    overview: { _key: string; heading?: string }[];
  };
  const overview = published.overview.map((block) =>
    block._key === 'cb085c774707' ? { ...block, heading: 'Why teams pick Strata BIM (draft)' } : block,
  );
  writeFileSync(
    dataset,
    [...lines, JSON.stringify({ ...published, _id: 'drafts.product-strata-bim', overview })].join('\n') + '\n',
  );
  await expect(page.getByRole('heading', { name: 'Why teams pick Strata BIM (draft)' })).toBeVisible({ timeout: 5000 });
  const link = await studioLinkFor(page, 'Why teams pick Strata BIM (draft)');
  expect(intentOf((await link.getAttribute('href')) ?? '')).toMatchObject({
    id: 'product-strata-bim',
    path: 'overview:cb085c774707.heading',
  });
  copyFileSync('content/dataset.ndjson', dataset);
  await expect(page.getByRole('heading', { name: 'Why teams choose Strata BIM' })).toBeVisible({ timeout: 5000 });
});

test('`at` shows the page the Studio asks for, among the document’s own', async ({ page }) => {
  await page.goto(
    `${origin}/preview/product-strata-bim/?secret=${SECRET}&at=${encodeURIComponent('/products/strata-bim/features/')}`,
  );
  expect(new URL(page.url()).searchParams.get('at')).toBe('/products/strata-bim/features/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata BIM features');
  await page.goto(`${origin}/preview/product-strata-bim/?at=${encodeURIComponent('/about-us/')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata BIM');
});

test('published pages carry no edit attribute, no invisible characters and no overlay script or style', async ({
  page,
  request,
}) => {
  // The stylesheet the overlay links on a preview.
  await page.goto(`${origin}/preview/page-about-us/?secret=${SECRET}`);
  await expect(page.locator('sanity-visual-editing')).toBeAttached();
  const overlayStyles = await page.locator('head link[rel="stylesheet"]').last().getAttribute('href');
  expect(overlayStyles).toMatch(/^\/_astro\/.+\.css$/);
  for (const path of ['/products/strata-bim/', '/about-us/']) {
    const html = await (await request.get(origin + path)).text();
    expect(html).not.toContain('data-sanity');
    expect(html).not.toContain(overlayStyles);
    expect(html).not.toMatch(ZERO_WIDTH);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(origin + path);
    await page.getByRole('heading', { level: 1 }).hover();
    await settle(page);
    await expect(page.locator('[data-sanity], sanity-visual-editing')).toHaveCount(0);
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      expect(code, url).not.toMatch(/visual-editing|PreviewBar/);
    }
  }
});

test('without a Sanity project, /studio says how to connect one, is never cached or indexed', async ({ page }) => {
  const response = await page.goto(`${origin}/studio`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sanity Studio is not connected');
  await expect(page.getByRole('main')).toContainText('SANITY_PROJECT_ID');
  await expect(page.getByRole('main')).toContainText('npm run studio');
  await expect(page.getByRole('main')).toContainText('sanity deploy');
  await expect(page.getByRole('region', { name: 'The field you asked to edit' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
