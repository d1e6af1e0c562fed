import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, serveBuild, stopServer } from './preview-server.ts';

/**
 * A dataset that follows the content contract but has only its required fields (no siteName,
 * bio, productDescription, images or seo: tests/fixtures/minimal.ndjson) builds, and its pages render.
 * The site is built from it here (only when this spec runs), then served and visited in Chromium.
 */

const OUT = join('test-results', 'sites', 'minimal');
let server: ChildProcess | undefined;
let origin = '';
let buildLog = '';

/** `astro build` of the minimal dataset; resolves with its output, rejects when the build fails. */
function build(): Promise<string> {
  const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', OUT], {
    env: { ...process.env, CONTENT_DATASET: 'tests/fixtures/minimal.ndjson', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build failed (${code}):\n${output}`)),
    ),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  rmSync(OUT, { recursive: true, force: true });
  buildLog = await build();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const started = serveBuild(OUT, port, {
    CONTENT_DATASET: 'tests/fixtures/minimal.ndjson',
    DATA_DIR: join('test-results', 'data', 'minimal'),
  });
  server = started.child;
  await started.ready;
});

test.afterAll(async () => {
  await stopServer(server);
});

test('the build reports no content problem', () => {
  expect(buildLog).not.toMatch(/content: \d+ problem/);
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
