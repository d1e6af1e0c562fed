import { expect, test } from '@playwright/test';
import { collectErrors, settle, sitemapPaths } from './helpers.ts';

/** The crawl is split into parts that run in parallel (one per worker). */
const PARTS = 4;

test('the sitemap lists the home page and the main sections', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths).toContain('/');
  expect(paths).toContain('/nz/');
  expect(paths).toContain('/products/');
  expect(paths.some((path) => path.startsWith('/knowledge-hub/'))).toBe(true);
});

for (let part = 0; part < PARTS; part++) {
  test(`every sitemap page answers 200 with no console errors (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(15 * 60_000);
    const paths = (await sitemapPaths(request)).filter((_, index) => index % PARTS === part);
    const errors = collectErrors(page);
    const failures: string[] = [];
    for (const path of paths) {
      errors.length = 0;
      const response = await page.goto(path, { waitUntil: 'load' });
      await settle(page);
      const status = response?.status();
      if (status !== 200) failures.push(`${path}: status ${status ?? 'none'}`);
      for (const error of errors) failures.push(`${path}: ${error}`);
    }
    expect(failures, `${failures.length} problem(s) on ${paths.length} pages`).toEqual([]);
  });
}
