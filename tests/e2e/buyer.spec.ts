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
