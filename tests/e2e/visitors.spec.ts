import { expect, test, type Page } from '@playwright/test';
import { settle } from './helpers.ts';

/**
 * In Chromium: the region suggestion (docs/requirements.md#regions) from the time zone and from the browser's
 * coordinates through GET /api/location, and the page views on window.dataLayer (docs/requirements.md#monitoring-and-page-views).
 */

const DIALOG_TITLE = 'Looks like you are browsing in a different region.';

/** The suggestion-dialog modules each page asked for since its last navigation. */
const dialogModules = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  let asked: string[] = [];
  dialogModules.set(page, asked);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    asked = [];
    dialogModules.set(page, asked);
  });
  page.on('request', (request) => {
    if (request.url().includes('suggestion-dialog')) asked.push(request.url());
  });
});

/**
 * That the page shown now does not ask: once it has settled (its region check has decided, on events),
 * it has asked for no suggestion-dialog module, and shows no dialog.
 */
async function expectNoSuggestion(page: Page): Promise<void> {
  await settle(page);
  expect(dialogModules.get(page), 'suggestion-dialog modules asked for').toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('region suggestion with the time zone Australia/Sydney', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('/nz/ offers Australia once; the button goes to /au/', async ({ page }) => {
    await page.goto('/nz/');
    const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
    await expect(dialog).toBeVisible();
    // Keyboard: focus is inside the modal dialog, on its first action.
    await expect(dialog.getByRole('link', { name: 'Browse Australia' })).toBeFocused();
    await dialog.getByRole('link', { name: 'Browse Australia' }).click();
    await expect(page).toHaveURL(/\/au\/$/);
    await expectNoSuggestion(page); // answered: not asked again on /au/
    expect(await page.evaluate(() => localStorage.getItem('tasman:region'))).toBe('"au"');
  });

  test('not again after "No, continue browsing"', async ({ page }) => {
    await page.goto('/nz/about-us/');
    const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
    await dialog.getByRole('button', { name: 'No, continue browsing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/nz\/about-us\/$/);
    await page.goto('/nz/');
    await expectNoSuggestion(page);
  });

  test('Escape closes it, and that is an answer too', async ({ page }) => {
    await page.goto('/nz/');
    await expect(page.getByRole('dialog', { name: DIALOG_TITLE })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expectNoSuggestion(page);
  });

  test('not with ?noredirect=true, and not where the page is already Australian', async ({ page }) => {
    await page.goto('/nz/?noredirect=true');
    await expectNoSuggestion(page);
    await page.goto('/au/about-us/');
    await expectNoSuggestion(page);
  });

  test('a regional page with a variant in Australia goes to that variant', async ({ page }) => {
    await page.goto('/nz/about-us/');
    await page.getByRole('dialog', { name: DIALOG_TITLE }).getByRole('link', { name: 'Browse Australia' }).click();
    await expect(page).toHaveURL(/\/au\/about-us\/$/);
  });
});

test.describe("region suggestion from the browser's coordinates", () => {
  // The time zone says New Zealand; the coordinates (allowed by the visitor) say Sydney and win.
  test.use({
    timezoneId: 'Pacific/Auckland',
    permissions: ['geolocation'],
    geolocation: { latitude: -33.87, longitude: 151.21 },
  });

  test('asks /api/location and offers Australia on /nz/', async ({ page }) => {
    const located = page.waitForResponse((response) => response.url().includes('/api/location?'));
    await page.goto('/nz/');
    const answer = await located;
    expect(await answer.json()).toEqual({ country: 'AU' });
    await expect(
      page.getByRole('dialog', { name: DIALOG_TITLE }).getByRole('link', { name: 'Browse Australia' }),
    ).toBeVisible();
  });
});

test.describe('no suggestion where the visitor is where the page is', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('/nz/ in New Zealand asks nothing and loads no dialog module', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/nz/');
    await expectNoSuggestion(page);
    expect(scripts.filter((url) => /suggestion-dialog/.test(url))).toEqual([]);
  });
});

test.describe('GET /api/location', () => {
  test('answers AU for Sydney and 400 for a word', async ({ request }) => {
    const sydney = await request.get('/api/location?lat=-33.87&lon=151.21');
    expect(sydney.status()).toBe(200);
    expect(await sydney.json()).toEqual({ country: 'AU' });
    const bad = await request.get('/api/location?lat=abc&lon=151.21');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.stringMatching(/^lat/) as unknown });
  });
});

/** The page views pushed so far in this tab, kept across page loads in sessionStorage. */
async function recordPageViews(page: Page): Promise<() => Promise<{ event: string; page_path: string }[]>> {
  await page.addInitScript(() => {
    const key = 'test:pageViews';
    const layer: unknown[] = [];
    const originalPush = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const views = entries.filter((entry) => (entry as { event?: string }).event === 'page_view');
      if (views.length > 0)
        sessionStorage.setItem(
          key,
          JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), ...views]),
        );
      return originalPush(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return async () =>
    JSON.parse(await page.evaluate(() => sessionStorage.getItem('test:pageViews') ?? '[]')) as {
      event: string;
      page_path: string;
    }[];
}

test.describe('page views', () => {
  test('one page_view per navigation, none on training-course pages', async ({ page }) => {
    const views = await recordPageViews(page);
    await page.goto('/nz/about-us/');
    await expect.poll(views).toHaveLength(1);
    // The region switcher goes to the same page in the other region (the global about page).
    await page.getByRole('banner').getByRole('link', { name: 'Global' }).click();
    await expect(page).toHaveURL(/\/about-us\/$/);
    await expect.poll(views).toHaveLength(2);
    // A training catalogue and a course: the page loads and its scripts run, but no page view.
    for (const path of ['/nz/training-course/', '/au/training-course/kestrel-civil-drainage-networks-perth-2027-04/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await settle(page);
      await expect
        .poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer)), {
          message: 'the page script ran',
        })
        .toBe(true);
    }
    await page.goto('/products/');
    await expect.poll(views).toHaveLength(3);
    expect((await views()).map((view) => view.page_path)).toEqual(['/nz/about-us/', '/about-us/', '/products/']);
  });
});
