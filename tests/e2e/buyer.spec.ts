import { expect, test } from '@playwright/test';

/**
 * Issue 14, item 10 and after: what a buyer met on the way, each as the buyer sees it.
 */

test.describe('the region switcher on /app pages', () => {
  for (const { region, label, page: regionalPage } of [
    { region: 'nz', label: 'NZ', page: '/nz/products/strata-bim/' },
    { region: 'au', label: 'AU', page: '/au/products/strata-bim/' },
  ]) {
    test(`shows ${label} as current for a buyer shopping in ${label}, not Global`, async ({ page }) => {
      await page.goto(regionalPage);
      await expect(page.getByRole('navigation', { name: 'Region' }).getByRole('link', { name: label })).toHaveAttribute('aria-current', /.+/);
      await page.goto('/app/');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      const switcher = page.getByRole('navigation', { name: 'Region' });
      await expect(switcher.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
      await expect(switcher.getByRole('link', { name: 'Global' })).not.toHaveAttribute('aria-current', /.*/);
      expect(await page.evaluate(() => localStorage.getItem('tasman:region'))).toBe(JSON.stringify(region));
    });
  }
});

test.describe('prices on product cards and the /products listing', () => {
  test('/products shows "from $X excl. GST" per product, in the region it is sold in, and none for enquiry-only', async ({ page }) => {
    await page.goto('/products/');
    const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card('Kea Orbit 3D Navigator')).toContainText('from $249.00 NZD excl. GST');
    // AU-only: its AUD price, never the NZD prices it carries.
    await expect(card('Conduit MEP')).toContainText('from $4,240.00 AUD excl. GST');
    await expect(card('Conduit MEP')).not.toContainText('NZD');
    // Hits from a search carry the price too; an agency-priced product (sold by enquiry) has none.
    await page.goto('/products/?q=strata%20bim');
    await expect(card('Strata BIM')).toContainText('from $430.00 NZD excl. GST');
    await page.goto('/products/?q=ridgeline');
    await expect(card('Ridgeline Reality Capture')).toBeVisible();
    await expect(card('Ridgeline Reality Capture')).not.toContainText('from $');
  });

  test("a regional page's product cards show that region's price", async ({ page }) => {
    await page.goto('/au/');
    const strata = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Strata BIM', exact: true }) });
    await expect(strata).toContainText('from $395.00 AUD excl. GST');
    await page.goto('/nz/');
    await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Strata BIM', exact: true }) })).toContainText('from $430.00 NZD excl. GST');
  });
});
