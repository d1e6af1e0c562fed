import { expect, test } from '@playwright/test';

for (const path of [
  '/no-such-page-anywhere/',
  '/nz/no-such-regional-page/',
  '/products/no-such-product/',
  '/knowledge-hub/no-such-article/',
]) {
  test(`an unknown path (${path}) answers 404 and shows the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  });
}
