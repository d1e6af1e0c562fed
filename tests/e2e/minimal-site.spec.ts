import { type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BUILD } from '../../playwright.config.ts';
import { freePort, serveBuild, stopServer } from './preview-server.ts';

/**
 * A dataset that follows the content contract but has only its required fields (no siteName,
 * bio, productDescription, images or seo: tests/fixtures/minimal.ndjson) is served without a problem, and
 * its pages render. The run's build is served on it (the server reads the dataset when it starts) and
 * visited in Chromium.
 */

let server: ChildProcess | undefined;
let origin = '';
let serverLog: () => string = () => '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const started = serveBuild(E2E_BUILD, port, {
    CONTENT_DATASET: 'tests/fixtures/minimal.ndjson',
    DATA_DIR: join('test-results', 'data', `minimal-${process.pid}`),
  });
  server = started.child;
  serverLog = started.output;
  await started.ready;
});

test.afterAll(async () => {
  await stopServer(server);
});

test('the server reports no content problem in the dataset', () => {
  // The server names each problem of its content as it loads it, before it listens (site-content.server.ts).
  expect(serverLog()).toContain('serve:');
  expect(serverLog()).not.toMatch(/content: \d+ problem/);
});

const pages: [string, string][] = [
  ['/', 'Minimal home'],
  ['/about-us/', 'About minimal'],
  ['/nz/our-team/', 'Our team'],
  ['/products/', 'All products'],
  ['/products/minimal-cad/', 'Minimal CAD'],
  ['/nz/products/minimal-cad/buy-now/', 'Minimal CAD'],
  ['/minimal-manufacturing/', 'minimal-manufacturing'],
  ['/knowledge-hub/minimal-article/', 'Minimal article'],
  ['/nz/training-course/minimal-cad-basics/', 'Minimal CAD basics'],
];

for (const [path, heading] of pages) {
  test(`${path} renders "${heading}"`, async ({ page }) => {
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  });
}

test('the site name falls back to defaultSEO.pageTitle; a person without a bio, a product without a description render without them', async ({
  page,
}) => {
  await page.goto(`${origin}/nz/our-team/`);
  await expect(page.getByRole('banner').getByRole('link', { name: /Minimal Design Co/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nora Nobio' })).toBeVisible();
  await page.goto(`${origin}/products/minimal-cad/`);
  await expect(page.locator('.page-intro')).toHaveCount(0);
  await page.goto(`${origin}/nz/training-course/minimal-cad-basics/`);
  await expect(page.getByText('Dates to be announced')).toBeVisible();
});
