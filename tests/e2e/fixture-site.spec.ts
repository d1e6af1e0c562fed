import { expect, test } from '@playwright/test';
import { collectErrors, settle, sitemapPaths } from './helpers.ts';

/**
 * The site built from tests/fixtures/small.ndjson (the "fixture" project, its own server): routes
 * come from the fixture's documents, bad content degrades per block, drafts stay unpublished and
 * legacy redirects answer as their documents say.
 */

const routes: [string, string][] = [
  ['/', 'Fixture home'],
  ['/nz/', 'Fixture home New Zealand'],
  ['/au/', 'Fixture home Australia'],
  ['/fixture-widgets/', 'Fixture widgets'],
  ['/published-page/', 'Published title'],
  ['/get-in-touch/', 'Get in touch'],
  ['/products/', 'All products'],
  ['/nz/our-team/', 'Our team'],
  ['/products/fixture-cad/', 'Fixture CAD'],
  ['/products/fixture-cad/features/', 'Fixture CAD'],
  ['/nz/products/fixture-cad/buy-now/', 'Fixture CAD'],
  ['/au/products/fixture-cad/', 'Fixture CAD'],
  ['/fixture-manufacturing/', 'Fixture Manufacturing'],
  ['/knowledge-hub/fixture-article/', 'Fixture article'],
  ['/knowledge-hub/fixture-webinar/', 'Fixture webinar'],
  ['/nz/training-course/fixture-cad-fundamentals-nz/', 'Fixture CAD Fundamentals (NZ)'],
  ['/au/training-course/fixture-cad-fundamentals-au/', 'Fixture CAD Fundamentals (AU)'],
];

for (const [path, title] of routes) {
  test(`${path} exists and shows "${title}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(title);
  });
}

test('the sitemap lists the fixture routes and nothing of the demo dataset', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/fixture-widgets/', '/products/fixture-cad/', '/knowledge-hub/fixture-article/']),
  );
  expect(paths).not.toContain('/draft-only/');
  expect(paths.length).toBeLessThan(60);
});

test('a page marked noIndex is served with a robots noindex tag and left out of the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto('/unlisted-page/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlisted page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await sitemapPaths(request)).not.toContain('/unlisted-page/');
});

test('every page of the fixture sitemap answers 200 with no console errors', async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  const errors = collectErrors(page);
  const failures: string[] = [];
  for (const path of paths) {
    errors.length = 0;
    const response = await page.goto(path);
    await settle(page);
    if (response?.status() !== 200) failures.push(`${path}: status ${response?.status() ?? 'none'}`);
    failures.push(...errors.map((error) => `${path}: ${error}`));
  }
  expect(failures).toEqual([]);
});

test('a block of an unknown type shows an error in its place and the blocks around it render', async ({ page }) => {
  await page.goto('/fixture-widgets/');
  await expect(page.getByText('Error loading block mysteryWidget')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before the mystery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'After the mystery' })).toBeVisible();
  await expect(page.getByText('This block comes after the unknown one.')).toBeVisible();
});

test('a page that exists only as a draft is not published', async ({ page }) => {
  const response = await page.goto('/draft-only/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a published page with a newer draft shows the published version', async ({ page }) => {
  await page.goto('/published-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published title');
  await expect(page.getByRole('heading', { name: 'Published body' })).toBeVisible();
  await expect(page.getByText('Draft title')).toHaveCount(0);
  await expect(page.getByText('This is the unpublished draft.')).toHaveCount(0);
});

/** Legacy paths and where they must go: [request path, status, Location]. */
const redirects: [string, 301 | 302, string][] = [
  ['/old-widgets', 301, '/fixture-widgets/'],
  ['/old-widgets/', 301, '/fixture-widgets/'],
  ['/OLD-Widgets', 301, '/fixture-widgets/'],
  ['/old-training', 302, '/nz/training-course/'],
  ['/pay-invoice-online/INV-1234', 302, 'https://payments.fixture.example/nz/pay'],
  ['/pay-invoice-online/a/b', 302, 'https://payments.fixture.example/nz/pay'],
  ['/anything/case-study-fixture', 301, '/knowledge-hub/fixture-article/'],
  ['/projects/2019/Case-Study-Fixture', 301, '/knowledge-hub/fixture-article/'],
  ['/Exact-Case-Only', 301, '/fixture-widgets/'],
  ['/documents/fixture-brochure.pdf', 301, 'https://cdn.fixture.example/documents/fixture-brochure.pdf'],
];

/** The Location header as a path for same-site targets, or the full URL for external ones. */
function target(location: string | undefined, base: string): string {
  const url = new URL(location ?? '', base);
  return url.origin === new URL(base).origin ? url.pathname : `${url.origin}${url.pathname}`;
}

for (const [path, status, location] of redirects) {
  test(`legacy path ${path} answers ${status} to ${location}`, async ({ request, baseURL }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(target(response.headers()['location'], baseURL ?? '')).toBe(location);
  });
}

for (const query of ['?gclid=EAIaIQobChMI', '?utm_source=newsletter&utm_medium=email', '?fbclid=IwAR0abc']) {
  test(`a legacy path with tracking parameters (${query}) redirects to the same target`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`/old-widgets${query}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(target(response.headers()['location'], baseURL ?? '')).toBe('/fixture-widgets/');
  });
}

test('a rule with ignoreCase false matches only its own case', async ({ request }) => {
  const response = await request.get('/exact-case-only', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test('a redirectInBrowser rule does not redirect on the server but does in the browser', async ({ page, request }) => {
  const response = await request.get('/browser-only-move', { maxRedirects: 0 });
  expect([301, 302, 307, 308]).not.toContain(response.status());
  await page.goto('/browser-only-move');
  await expect(page).toHaveURL(/\/fixture-widgets\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture widgets');
});
