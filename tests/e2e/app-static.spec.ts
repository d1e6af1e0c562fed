import { expect, test, type Page, type Response } from '@playwright/test';
import { field } from './accounts.ts';
import { holdRequests, settle } from './helpers.ts';

/**
 * The /app login, cart and checkout screens are the server's HTML for a signed-out visitor
 * with an empty cart, and the app (React and the account code) starts on intent (src/app/boot.ts,
 * static-screens.ts). Nothing a visitor does before it is live is lost: typing, focus, a press, a submit.
 * When the browser holds state that changes the screen, the visitor never sees the server's guess.
 */

/** Whether a script is React (its production build links its error decoder). */
const isReact = async (script: Response): Promise<boolean> =>
  (await script.body()).toString('utf8').includes('react.dev/errors');

function scriptsOf(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

/**
 * Holds back the app's own scripts (not the page's boot script and the layout's) until the returned
 * function is called, so a visitor's first actions come before the app is live, on any machine.
 */
const holdAppScripts = (page: Page): Promise<() => void> =>
  holdRequests(page, '**/_astro/*.js', /\/_astro\/(_\.\.\.path_|BaseLayout|Header|CartButton)[^/]*\.js$/);

const app = (page: Page) => page.locator('#account-app');

// page.route must see the app's scripts: a service worker in control would fetch them itself (playwright#7588).
test.use({ serviceWorkers: 'block' });

for (const [path, heading] of [
  ['/app/', 'Login'],
  ['/app/cart/', 'Your cart'],
  ['/app/checkout/', 'Checkout'],
] as const) {
  test(`${path} is the server's screen and loads no React until the visitor reaches for it`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Fetching resources...')).toBeHidden();
    for (const script of scripts) expect(await isReact(script), `${script.url()} is not React`).toBe(false);
    await expect(app(page)).not.toHaveAttribute('data-app', /.*/);

    await page.getByRole('heading', { level: 1, name: heading }).hover();
    await expect(app(page)).toHaveAttribute('data-app', 'live');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(1);
  });
}

test('typing into the login form before the app is live: nothing typed is lost, and the caret stays', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/app/');
  const email = field(page, 'Email');
  await email.click();
  await page.keyboard.type('ana@exam', { delay: 10 });
  await expect(app(page)).not.toHaveAttribute('data-app', /.*/);
  release();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  await page.keyboard.type('ple.co', { delay: 10 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type('om');
  await expect(field(page, 'Email')).toHaveValue('ana@example.com');
  await expect(field(page, 'Email')).toBeFocused();
});

test('a submit and a checkbox change made before the app is live take effect once it is', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/app/');
  await field(page, 'Email').fill('nobody-here@example.com');
  await field(page, 'Password').fill('Wrong-password-1');
  await page.getByRole('checkbox', { name: 'Stay logged in' }).uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(app(page)).not.toHaveAttribute('data-app', /.*/);
  release();
  await expect(page.getByText('The email or login method is incorrect, please try again.')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('nobody-here@example.com');
  await expect(page.getByRole('checkbox', { name: 'Stay logged in' })).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('tasman:stayLoggedIn'))).toBe('false');
});

test('an /app link pressed before the app is live navigates inside the app', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(app(page)).not.toHaveAttribute('data-app', /.*/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/register\/$/);
});

test('a buyer with a cart never sees the empty cart the server rendered: the shell, then the lines', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'tasman:cart',
      JSON.stringify([
        {
          lineitem_id: 'STATIC01',
          _key: 'KCIV-SU-1Y',
          product: { product_id: 'KCIV-SU-1Y', product_category: 'Software' },
          quantity: 2,
          price: { currency: 'NZD', amount: '4550.00', price_id: 'KCIV-SU-1Y-NZD' },
          title: 'Kestrel Civil, single user, 1 year',
        },
      ]),
    );
  });
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await expect(page.getByText('Fetching resources...')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeHidden();
  release();
  await expect(page.getByRole('main').getByText('Kestrel Civil, single user, 1 year').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveCount(1);
  await expect(page.getByText('Your cart is empty.')).toBeHidden();
});

test('without JavaScript the login screen is there, and its form cannot put a password in the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/app/');
  await expect(field(page, 'Email')).toBeVisible();
  await expect(page.locator('#account-app form')).toHaveAttribute('method', 'post');
  await context.close();
});
