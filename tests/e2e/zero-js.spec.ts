import { expect, test } from '@playwright/test';

/** Content pages with no interactive island: header, footer and blocks are plain HTML and CSS. */
const pagesWithoutIslands = ['/about-us/', '/privacy/', '/standard-terms-and-conditions/'];

for (const path of pagesWithoutIslands) {
  test(`${path} loads no JavaScript`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(scripts, 'script requests during load').toEqual([]);
    expect(html.match(/<script\b[^>]*\bsrc=[^>]*>/gi) ?? [], '<script src> tags').toEqual([]);
    expect(html.match(/<script\b[^>]*type=["']?module[^>]*>/gi) ?? [], 'module scripts').toEqual([]);
    expect(await page.locator('astro-island').count(), 'islands').toBe(0);
  });
}
