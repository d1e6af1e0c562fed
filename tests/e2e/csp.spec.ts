import { expect, test, type Page } from '@playwright/test';
import { benchPages } from '../../bench/pages.mjs';
import { settle as settleByItself } from './helpers.ts';

/**
 * The strict Content-Security-Policy breaks nothing: one page per template (the list the
 * benchmark measures, with /app, the search page, a buy-now page and the 404 page), then the islands in
 * use — the cart drawer, the region dialog, the search, a form drawer — without a single
 * `securitypolicyviolation`. Astro hashes the inline scripts it emits; anything else inline, or an
 * eval, is refused by the browser and reported here.
 */

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Collects every CSP violation of the page's documents, across navigations. */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void }).reportCspViolation;
      report({
        page: location.pathname + location.search,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  // The browser also logs each refusal; a console line catches one the event did not (e.g. in a frame).
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      violations.push({
        page: page.url(),
        directive: 'console',
        blocked: '',
        source: message.location().url,
        sample: message.text(),
      });
    }
  });
  return violations;
}

/** Waits until the page's islands have loaded, then until what a first pointer move starts has started too. */
async function settle(page: Page): Promise<void> {
  await settleByItself(page);
  await page.mouse.move(5, 5);
  await settleByItself(page);
}

test.describe('no CSP violation', () => {
  for (const [template, path] of benchPages('content/dataset.ndjson')) {
    test(`on the ${template} page (${path})`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(path);
      await settle(page);
      expect(violations).toEqual([]);
    });
  }

  test.describe("without the service worker (the browser's HTTP cache alone)", () => {
    // With the worker in control, the reload is answered through it and the page's own request never
    // carries If-None-Match; the browser's revalidation is what this test is about.
    test.use({ serviceWorkers: 'block' });

    test('after a reload, when the browser revalidates a static page (a 304 updates the cached headers)', async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.goto('/products/strata-bim/buy-now/');
      await settle(page);
      const revalidated = page.waitForResponse((response) => response.url().endsWith('/products/strata-bim/buy-now/'));
      await page.reload();
      expect(
        (await (await revalidated).request().allHeaders())['if-none-match'],
        'the reload revalidated the page',
      ).toBeTruthy();
      await settle(page);
      expect(violations).toEqual([]);
    });
  });

  test('after a reload answered by the service worker, online and offline (the kept copy keeps its policy)', async ({
    page,
    context,
  }) => {
    const violations = await watchCsp(page);
    await page.goto('/products/strata-bim/buy-now/');
    await settle(page);
    await expect
      .poll(() =>
        page.evaluate(
          async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(location.href)),
        ),
      )
      .toBe(true);
    await page.reload();
    await settle(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('when the cart drawer opens from a buy-now page and the region dialog from the header', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/nz/products/kestrel-civil/buy-now/');
    await page.getByRole('button', { name: 'Select Kestrel Civil, single user, 1 year', exact: true }).click();
    await page.getByRole('button', { name: 'Buy now', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'AU', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Sorry, looks like you have some items in your cart.' }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('when searching from the header and refining on the search page', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about-us/');
    const box = page.getByRole('banner').getByPlaceholder('Start searching').first();
    await box.fill('design');
    await box.press('Enter');
    await expect(page.getByRole('region', { name: /^Products/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('strata');
    await expect(
      page.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Strata BIM', exact: true }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("when an agency product's enquiry form opens in a drawer", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/products/ridgeline-reality/buy-now/');
    await page.locator('[data-open-enquiry]').first().click();
    await expect(page.getByRole('dialog', { name: 'Enquire about this product' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('when the /app mini-app has started and shows its first screen', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/app/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server's login screen is the page until the visitor reaches for it.
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.locator('#account-app')).toHaveAttribute('data-app', 'live');
    await expect(page.getByText('Fetching resources...')).toBeHidden();
    expect(violations).toEqual([]);
  });
});
