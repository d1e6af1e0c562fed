import { expect, test, type Page } from '@playwright/test';

/**
 * The training catalogue's filters (docs/requirements.md#calls): region (default the page's), category, online
 * or venue, location; they narrow the list and live in the URL, with and without JavaScript.
 */

const filters = (page: Page) => page.getByRole('navigation', { name: 'Course filters' });
const courseTitles = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();

async function narrow(page: Page): Promise<void> {
  await page.goto('/nz/training-course/');
  await expect(filters(page).getByRole('status')).toHaveText('7 courses');
  await expect(filters(page).getByRole('link', { name: 'New Zealand' })).toHaveAttribute('aria-current', 'true');

  await filters(page).getByRole('link', { name: 'Strata BIM' }).click();
  await expect(page).toHaveURL(/\/nz\/training-course\/\?category=Strata\+BIM$/);
  await expect(filters(page).getByRole('status')).toHaveText('3 courses');

  await filters(page).getByRole('link', { name: 'Venue', exact: true }).click();
  await expect(page).toHaveURL(/\?category=Strata\+BIM&delivery=venue$/);
  await expect(filters(page).getByRole('status')).toHaveText('2 courses');

  await filters(page).getByRole('link', { name: 'Wellington' }).click();
  await expect(page).toHaveURL(/\?category=Strata\+BIM&delivery=venue&location=Wellington$/);
  await expect(filters(page).getByRole('status')).toHaveText('1 course');
  expect(await courseTitles(page)).toEqual(['Strata BIM Advanced Documentation']);

  // Another region starts afresh with its own courses.
  await filters(page).getByRole('link', { name: 'Australia' }).click();
  await expect(page).toHaveURL(/\/nz\/training-course\/\?region=AU$/);
  await expect(filters(page).getByRole('status')).toHaveText('7 courses');
  await expect(filters(page).getByRole('link', { name: 'Perth' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter links narrow the grouped list, the filters in the URL', async ({ page }) => {
    await narrow(page);
  });

  test('a filtered link opens filtered', async ({ page }) => {
    await page.goto('/au/training-course/?delivery=online');
    // Grouped by category (alphabetical), soonest first within each.
    expect(await courseTitles(page)).toEqual(['Fathom Mechanical Essentials', 'Strata BIM Advanced Documentation']);
    await expect(filters(page).getByRole('link', { name: 'Online', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test.describe('with JavaScript', () => {
  test('the island narrows the list in place, keeps the URL in step, and Back undoes a filter', async ({ page }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await narrow(page);
    expect(documents, 'one page load; the filters swapped the list in place').toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=Strata\+BIM&delivery=venue&location=Wellington$/);
    await expect(filters(page).getByRole('status')).toHaveText('1 course');
  });

  test('keyboard: a filter chosen with Enter keeps focus on it', async ({ page }) => {
    await page.goto('/nz/training-course/');
    await filters(page).getByRole('link', { name: 'Online', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(filters(page).getByRole('status')).toHaveText('2 courses');
    await expect(filters(page).getByRole('link', { name: 'Online', exact: true })).toBeFocused();
  });
});
