import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';
import { freePort, serveBuild, stopServer } from './preview-server.ts';

/**
 * Editors' live preview. The demo build Playwright made for this run is served once more
 * with PREVIEW_SECRET set and a dataset file of this test's own: the demo dataset plus drafts. The
 * test rewrites that file while a preview is open and watches the page follow without a reload.
 */

const SECRET = 'preview-e2e-secret-0123456789abcdef';
// A folder per worker, so repeats of this file running side by side (--repeat-each) do not share one.
const folder = join('test-results', `preview-e2e-${process.env['TEST_WORKER_INDEX'] ?? 0}`);
const dataset = join(folder, 'dataset.ndjson');
const demo = readFileSync('content/dataset.ndjson', 'utf8').split('\n').filter(Boolean);
const published = (id: string): Record<string, unknown> => {
  const line = demo.find((candidate) => candidate.startsWith(`{"_id":"${id}"`));
  if (!line) throw new Error(`${id} is not in the demo dataset`);
  return JSON.parse(line) as Record<string, unknown>;
};

/** Writes the demo dataset with a draft of Strata BIM titled `title` and a draft of Strata Draft with a bad field. */
function writeDataset(title: string): void {
  const draft = { ...published('product-strata-bim'), _id: 'drafts.product-strata-bim', title };
  const broken = { ...published('product-strata-draft'), _id: 'drafts.product-strata-draft', vendor: 42 };
  writeFileSync(dataset, [...demo, JSON.stringify(draft), JSON.stringify(broken)].join('\n') + '\n');
}

let server: ChildProcess | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server migrates its database and warms up before it listens: slow on a busy machine.
  test.setTimeout(5 * 60_000);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeDataset('Strata BIM (draft)');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
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

test('without the secret, or with a wrong one, a preview is a 404 and never the draft', async ({ page }) => {
  for (const path of ['/preview/product-strata-bim/', '/preview/product-strata-bim/?secret=not-the-secret-at-all']) {
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Strata BIM (draft)')).toHaveCount(0);
    expect(response?.headers()['cache-control']).toBe('no-store');
  }
  const events = await page.request.get(`${origin}/preview/product-strata-bim/events`);
  expect(events.status()).toBe(404);
});

test('the secret sets an HttpOnly SameSite=Lax cookie, redirects to the clean URL and shows the draft, never cached or indexed', async ({
  page,
  context,
}) => {
  const first = await page.request.get(`${origin}/preview/product-strata-bim/?secret=${SECRET}`, { maxRedirects: 0 });
  expect(first.status()).toBe(303);
  expect(first.headers()['location']).toBe('/preview/product-strata-bim/');
  expect(first.headers()['set-cookie']).toMatch(/HttpOnly/i);
  expect(first.headers()['set-cookie']).toMatch(/SameSite=Lax/i);
  expect(first.headers()['set-cookie']).not.toContain(SECRET);

  const response = await page.goto(`${origin}/preview/product-strata-bim/?secret=${SECRET}`);
  expect(page.url()).toBe(`${origin}/preview/product-strata-bim/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  // The server's render says 'Loading preview...' until the live view has rendered once.
  expect(await response?.text()).toContain('Loading preview...');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata BIM (draft)');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'tasman_preview')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/preview/',
  });
  // The published page is untouched by the draft.
  await page.goto(`${origin}/products/strata-bim/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata BIM');
});

test('rewriting the draft in the dataset file updates the open preview without a reload', async ({ page }) => {
  const errors = collectErrors(page); // a Content-Security-Policy refusal is a console error too
  await page.goto(`${origin}/preview/product-strata-bim/?secret=${SECRET}`);
  const status = page.getByRole('status').filter({ hasText: /preview\.\.\./ });
  // 'Loading preview...' until the first live render, then only the content.
  await expect(page.locator('[data-preview-status]')).toHaveText('');
  // Every status text the page shows from now on, the moment the edited title is in the page, and a
  // marker a reload would lose. The page notes the moment itself: Playwright's checks poll up to a
  // second apart, which would measure the check rather than the preview.
  await page.evaluate((editedTitle) => {
    const seen: string[] = [];
    const state = { previewStatuses: seen, notReloaded: true, editedTitleShownAt: 0 };
    Object.assign(window, state);
    new MutationObserver(() => {
      const text = document.querySelector('[data-preview-status]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
      const shown = window as unknown as typeof state;
      if (!shown.editedTitleShownAt && document.querySelector('h1')?.textContent?.trim() === editedTitle)
        shown.editedTitleShownAt = Date.now();
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  }, 'Strata BIM (draft, edited)');
  const edited = Date.now();
  writeDataset('Strata BIM (draft, edited)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata BIM (draft, edited)', { timeout: 5000 });
  // Within 1.5 s of the edit at most, plus the page's fetch and swap on a busy machine.
  const shownAt = await page.evaluate(() => (window as unknown as { editedTitleShownAt: number }).editedTitleShownAt);
  expect(shownAt, 'the page noted when the edited title appeared').toBeGreaterThan(edited);
  const latency = shownAt - edited;
  test.info().annotations.push({ type: 'edit-to-update latency', description: `${latency} ms` });
  expect(latency).toBeLessThan(2500);
  expect(await page.evaluate(() => (window as unknown as { previewStatuses: string[] }).previewStatuses)).toContain(
    'Updating preview...',
  );
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(status).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('links inside the preview stay in preview for documents with drafts', async ({ page }) => {
  await page.goto(`${origin}/preview/product-strata-bim/?secret=${SECRET}`);
  await expect(page.locator('a[href="/preview/product-strata-bim/"]').first()).toBeAttached();
  await expect(page.locator('a[href="/nz/products/strata-bim/"], a[href="/products/strata-bim/"]')).toHaveCount(0);
});

test('a draft with a bad field renders what it can and lists the field in a panel', async ({ page }) => {
  await page.goto(`${origin}/preview/product-strata-draft/?secret=${SECRET}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata Draft');
  const panel = page.getByRole('region', { name: 'Content problems' });
  await expect(panel.getByRole('row').nth(1)).toContainText('product-strata-draft');
  await expect(panel.getByRole('row').nth(1)).toContainText('productFamily');
  await expect(panel.getByRole('row').nth(1)).toContainText('vendor');
  await expectNoAxeViolations(page);
});

test('an id that matches nothing says so', async ({ page }) => {
  const response = await page.goto(`${origin}/preview/no-such-document/?secret=${SECRET}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, could not load a preview with anything');
});
