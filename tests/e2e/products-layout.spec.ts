import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The /products sidebar beside the grid on desktop widths: the sidebar's own grid sized its
 * column to the search row's intrinsic width (input + button), wider than the 15rem sidebar, so the
 * 'Search' button and the long facet labels ran under the product cards.
 */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The button (if any) the pointer reaches at a point. */
const buttonAt = (page: Page, x: number, y: number): Promise<string> =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? '', { x, y });

for (const width of [1100, 1366, 1920]) {
  test(`at ${width} px the sidebar's Search button and facets are clear of the product grid`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/');
    const search = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });
    const grid = page.locator('.product-listing__grid');
    const button = await boxOf(search);
    const cards = await boxOf(grid);
    expect(button.x + button.width, 'the button ends before the grid starts').toBeLessThanOrEqual(cards.x);
    // The pointer at the button's right edge (1 px in) and its middle reaches the button.
    const y = button.y + button.height / 2;
    expect(await buttonAt(page, button.x + button.width - 1, y)).toBe('Search');
    expect(await buttonAt(page, button.x + button.width / 2, y)).toBe('Search');

    const labels = page.locator('.product-listing__facets a');
    await expect(labels.filter({ hasText: 'Product design & manufacturing (7)' })).toBeVisible();
    for (const label of await labels.all()) {
      const box = await boxOf(label);
      expect(intersects(box, cards), `${await label.textContent()} runs under the grid`).toBe(false);
    }

    // Clicking the right half of the button searches instead of opening a product.
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: 'Search products' }))
      .first()
      .fill('BIM');
    await page.mouse.click(button.x + button.width * 0.75, y);
    await expect(page).toHaveURL(/\/products\/(\?|$)/);
  });
}
