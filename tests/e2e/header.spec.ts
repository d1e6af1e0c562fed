import { expect, test, type Locator, type Page } from '@playwright/test';

/** Press Tab until `target` has focus (as a keyboard user would reach it); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${max} presses`);
}

test.describe('header on a desktop screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the search box (placeholder "Start searching") submits to /search?q=…', async ({ page }) => {
    await page.goto('/about-us/');
    const banner = page.getByRole('banner');
    const box = banner.getByPlaceholder('Start searching');
    if (!(await box.first().isVisible()))
      await banner
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    await expect(box.first()).toBeVisible();
    await box.first().fill('civil design');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=civil(\+|%20)design$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('civil design');
  });

  test('a dropdown of the top menu is reachable and usable by keyboard', async ({ page }) => {
    await page.goto('/about-us/');
    const nav = page
      .getByRole('banner')
      .getByRole('navigation')
      .filter({ has: page.getByRole('button') })
      .first();
    const trigger = nav.getByRole('button').first();
    // The trigger names what it opens: aria-controls, or popovertarget for a native popover.
    const panelId = (await trigger.getAttribute('aria-controls')) ?? (await trigger.getAttribute('popovertarget'));
    expect(panelId, 'the dropdown trigger names its panel (aria-controls or popovertarget)').toBeTruthy();
    const panel = page.locator(`[id="${panelId ?? ''}"]`);
    await expect(panel).toBeHidden();
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const firstLink = panel.getByRole('link').first();
    await tabTo(page, firstLink, 3);
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the region switcher offers Global, AU and NZ', async ({ page }) => {
    await page.goto('/about-us/');
    const banner = page.getByRole('banner');
    const opener = banner.getByRole('button', { name: /region|global|nz|au/i }).first();
    if (await opener.isVisible()) await opener.click();
    for (const name of ['Global', 'AU', 'NZ']) {
      await expect(
        banner
          .getByRole('link', { name, exact: true })
          .or(banner.getByRole('button', { name, exact: true }))
          .or(banner.getByRole('menuitem', { name, exact: true }))
          .first(),
      ).toBeVisible();
    }
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens with the keyboard, shows the top menu and closes with Escape', async ({ page }) => {
    await page.goto('/about-us/');
    const button = page.getByRole('button', { name: /menu/i }).filter({ visible: true }).first();
    await expect(button).toBeVisible();
    const drawerId = (await button.getAttribute('aria-controls')) ?? (await button.getAttribute('popovertarget'));
    expect(drawerId, 'the menu button names its drawer (aria-controls or popovertarget)').toBeTruthy();
    const drawer = page.locator(`[id="${drawerId ?? ''}"]`);
    await expect(drawer).toBeHidden();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
