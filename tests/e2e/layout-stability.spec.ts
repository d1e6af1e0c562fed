import { expect, test, type Page } from '@playwright/test';
import { settle } from './helpers.ts';

/**
 * The hydrated pages do not shift. The server renders each /app screen's shell and the
 * search page's first results, so the islands fill space that is already there (Lighthouse's CLS
 * budget is 0.02; the footer used to jump down by a screen when the island rendered).
 * Measured on a phone-sized window, as Lighthouse's mobile audit does.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** The page's cumulative layout shift so far (shifts right after input do not count, as in CLS). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, within a frame.
        requestAnimationFrame(() => {
          setTimeout(() => {
            resolve(total);
          }, 50);
        });
      }),
  );
}

for (const [path, heading] of [
  ['/app/', 'Login'],
  ['/app/cart/', 'Your cart'],
  ['/app/checkout/', 'Checkout'],
] as const) {
  test(`${path}: the server renders the screen's heading, and the screen takes its place without a shift`, async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const before = await noScript.newPage();
    await before.goto(path);
    await expect(before.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noScript.close();

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Fetching resources...')).toBeHidden();
    // The app starts on intent and swaps its live screen in for the server's (a hover is not input to CLS).
    await page.getByRole('heading', { level: 1, name: heading }).hover();
    await expect(page.locator('#account-app')).toHaveAttribute('data-app', 'live');
    await settle(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test('/search: the first results are in the HTML, and hydrating them shifts nothing', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto('/search/?q=kestrel');
  await expect(
    before.getByRole('region', { name: /^Products/ }).getByRole('link', { name: 'Kestrel Civil', exact: true }),
  ).toBeVisible();
  await expect(before.getByText(/\d+ results? for “kestrel”/)).toBeVisible();
  await noScript.close();

  await page.goto('/search/?q=design');
  await expect(page.getByRole('region', { name: /^Products/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'What are you looking for?' }).focus(); // the island hydrates
  await expect(page.locator('astro-island[component-url*="SearchPage"]')).not.toHaveAttribute('ssr');
  await settle(page);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});
