import { expect, test, type Page } from '@playwright/test';
import {
  demoBlogPaths,
  demoIndustryPaths,
  demoProductPaths,
  expectNoAxeViolations,
  settle,
  sitemapPaths,
} from './helpers.ts';

/** Every page has a level-1 heading with text (it may be visually hidden when a hero shows the title). */
async function expectPageHeading(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeAttached();
  await expect(heading).toHaveText(/\S/);
}

/** Pages whose path is fixed (docs/requirements.md#pages-and-routes): template name, path, and the status it answers. */
const fixedPages: [string, string, number][] = [
  ['home (global)', '/', 200],
  ['home (nz)', '/nz/', 200],
  ['generic page', '/about-us/', 200],
  ['contact', '/get-in-touch/', 200],
  ['legal', '/privacy/', 200],
  ['our team', '/nz/our-team/', 200],
  ['services', '/nz/services/training/', 200],
  ['knowledge hub', '/knowledge-hub/', 200],
  ['knowledge hub (watch)', '/knowledge-hub/?blogType=watch', 200],
  ['all products', '/products/', 200],
  ['AU training course', '/au/training-course/', 200],
  ['NZ training course', '/nz/training-course/', 200],
  ['search', '/search?q=design', 200],
  ['app', '/app/', 200],
  ['404', '/no-such-page-for-axe/', 404],
];

for (const [template, path, status] of fixedPages) {
  test(`${template} (${path}) has no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await settle(page);
    await expectPageHeading(page);
    await expectNoAxeViolations(page);
  });
}

/** Templates whose pages come from content: the first such page of the demo dataset that the sitemap lists. */
const discovered: [string, () => string[]][] = [
  ['blog', demoBlogPaths],
  ['product overview', () => demoProductPaths().overview],
  ['product features', () => demoProductPaths().features],
  ['product technical', () => demoProductPaths().technical],
  ['product services', () => demoProductPaths().services],
  ['product buy-now', () => demoProductPaths()['buy-now']],
  ['industry', demoIndustryPaths],
];

for (const [template, candidates] of discovered) {
  test(`a ${template} page has no axe violations`, async ({ page, request }) => {
    const listed = new Set(await sitemapPaths(request));
    const path = candidates().find((candidate) => listed.has(candidate));
    expect(
      path,
      `the sitemap lists no ${template} page of the demo dataset (candidates: ${candidates().slice(0, 5).join(', ')})`,
    ).toBeTruthy();
    const response = await page.goto(path ?? '/');
    expect(response?.status()).toBe(200);
    await settle(page);
    await expectPageHeading(page);
    await expectNoAxeViolations(page);
  });
}
