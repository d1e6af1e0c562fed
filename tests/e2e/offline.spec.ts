import { expect, test, type Page } from '@playwright/test';

/**
 * The service worker (docs/requirements.md#page-loading-and-offline) in Chromium: a visited page opens again with the network off,
 * with its styles and scripts; a page never visited shows the offline page; the account area is never
 * served from the worker's cache.
 */

/** Wait until the worker controls the page and has kept the page itself. */
async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { message: 'the page is kept' })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.includes('/_astro/'));
          const kept = await Promise.all(files.map(async (url) => Boolean(await caches.match(url))));
          return files.length > 0 && kept.every(Boolean);
        }),
      { message: 'its files are kept' },
    )
    .toBe(true);
}

test('a visited page reloads with the network off; an unvisited one shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/nz/about-us/');
  await keptForOffline(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // Its stylesheet and its script came from the worker's cache too.
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('.skip-link') ?? document.body).position),
  ).toBe('absolute');
  await expect
    .poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer)))
    .toBe(true);

  await page.goto('/au/privacy/');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('/app/ and /api/* are never served from the cache', async ({ page, context }) => {
  await page.goto('/app/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker kept the page's files (so it did run for this page), then the app asks an API.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('tasman-assets-v1'))).toBe(true);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // no-store: the browser's own HTTP cache (GET /api/values may be kept 5 minutes) stays out of it.
  await page.evaluate(async () => {
    await fetch('/api/values', { cache: 'no-store' });
  });
  expect(
    await page.evaluate(async () => Boolean(await caches.match('/app/')) || Boolean(await caches.match('/api/values'))),
  ).toBe(false);
  await context.setOffline(true);
  const failed = await page.evaluate(async () =>
    fetch('/api/values', { cache: 'no-store' }).then(
      () => false,
      () => true,
    ),
  );
  expect(failed, 'offline, /api/values is not answered from a cache').toBe(true);
});
