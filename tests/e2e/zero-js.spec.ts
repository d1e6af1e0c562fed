import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';

/**
 * Content pages with no interactive island: header, footer and blocks are plain HTML and CSS. The only
 * scripts are three small framework-free ones: the header's cart button (badge count, region-link
 * guard) and account link's label (SPEC §6), and the layout's visitor script (page view, service
 * worker, region suggestion; issue 13). React loads only when someone needs the region dialog,
 * and the store's validator (zod) only when a stored cart cannot be read. The speculation rules of
 * issue 27 are a JSON block beside them, not a script.
 */
const pagesWithoutIslands = ['/about-us/', '/privacy/', '/standard-terms-and-conditions/'];
/**
 * gzip bytes the every-page scripts may weigh together: the header's cart button and account label
 * with their shared chunks (7.6 kB), and the visitor script of issue 13 (page view, service worker
 * registration and reload rules, region suggestion's detection: 2.8 kB; its dialog loads only when it asks).
 */
const HEADER_SCRIPT_BUDGET = 11_000;

for (const path of pagesWithoutIslands) {
  test(`${path} loads no island and no React, only the header's small scripts`, async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    let gzip = 0;
    for (const script of scripts) {
      const body = await script.body();
      expect(body.toString('utf8'), `${script.url()} is not React`).not.toMatch(/react\.dev\/errors/);
      gzip += gzipSync(body, { level: 9 }).length;
    }
    expect(gzip, 'gzip bytes of JavaScript loaded').toBeLessThanOrEqual(HEADER_SCRIPT_BUDGET);
    const html = (await response?.text()) ?? '';
    expect(html.match(/<script\b[^>]*type=["']?module[^>]*>/gi) ?? [], 'module scripts (the header cart and account scripts, the visitor script)').toHaveLength(3);
    // The speculation rules (issue 27) are data the browser reads: no request, nothing run, no bytes above.
    expect(html, 'the speculation rules').toContain('<script type="speculationrules">');
    expect(await page.locator('astro-island').count(), 'islands').toBe(0);
  });
}

/** A string zod's core carries (its base type's name), minified or not. */
const ZOD_MARKER = '$ZodType';

test('with a cart and a signed-in user stored, a content page shows both and still loads no validator', async ({ page }) => {
  await page.addInitScript(() => {
    const line = (id: string, quantity: number, category: string) => ({
      lineitem_id: id, _key: id, product: { product_id: id, product_category: category }, quantity,
      price: { currency: 'NZD', amount: '10.00', price_id: id }, title: id,
    });
    localStorage.setItem('tasman:cart', JSON.stringify([line('L1', 2, 'Software'), line('H1', 1, 'Hardware'), line('F1', 1, 'Freight')]));
    localStorage.setItem('tasman:user', JSON.stringify({ uid: 'u1', emailVerified: true, first_name: 'Ana' }));
  });
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/about-us/', { waitUntil: 'networkidle' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart, 3 items' }), 'freight is not an item').toBeVisible();
  await expect(page.locator('#account-slot a')).toHaveText('Account');
  let gzip = 0;
  for (const script of scripts) {
    const body = await script.body();
    expect(body.toString('utf8'), `${script.url()} is not zod`).not.toContain(ZOD_MARKER);
    gzip += gzipSync(body, { level: 9 }).length;
  }
  expect(gzip, 'gzip bytes of JavaScript loaded').toBeLessThanOrEqual(HEADER_SCRIPT_BUDGET);
});
