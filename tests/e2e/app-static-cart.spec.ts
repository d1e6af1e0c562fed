import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cartCookieValue, CART_COOKIE_MAX_BYTES } from '../../src/features/cart/cart-cookie.ts';
import { lineFromVariant } from '../../src/features/cart/line.ts';
import { cartSummary } from '../../src/features/cart/summary.ts';
import { productFamilySchema } from '../../src/features/content/schemas/index.ts';
import type { CartLine } from '../../src/lib/store/cart-line.ts';
import { readDataset } from '../../src/services/content/dataset.ts';

/**
 * A returning buyer's /app/cart/ is the server's HTML of their cart, rendered from the cookie
 * that mirrors what the cart screen shows of the stored cart, with a hash of the stored text
 * (src/features/cart/cart-cookie.ts), and works before React loads: a
 * quantity typed or stepped and a line removed are applied once the app is live. localStorage stays
 * the cart's truth: when the cookie disagrees, the buyer never sees the cookie's cart. A cookie anyone
 * could send never breaks the page.
 */

// page.route must see the app's scripts: a service worker in control would fetch them itself (playwright#7588).
test.use({ serviceWorkers: 'block' });

const line = (id: string, title: string, quantity: number, amount: string) => ({
  lineitem_id: id,
  _key: id,
  product: { product_id: id, product_category: 'Software' },
  quantity,
  price: { currency: 'NZD', amount, price_id: `${id}-NZD` },
  title,
});
const CIVIL = line('STATIC01', 'Kestrel Civil, single user, 1 year', 2, '4550.00');
const STRATA = line('STATIC02', 'Strata BIM, monthly subscription', 1, '290.00');

/** Lines of the demo catalogue as its buy-now pages store them (prices, attributes, the page), at their first NZD price. */
function demoLines(count: number): CartLine[] {
  const families = readDataset('content/dataset.ndjson')
    .filter((doc) => doc._type === 'productFamily')
    .map((doc) => productFamilySchema.parse(doc));
  const variants = families.flatMap((family) => family.products);
  return variants
    .filter((variant) => variant.prices.some((price) => price.currency === 'NZD'))
    .slice(0, count)
    .map((variant, index) => {
      const price = variant.prices.find((each) => each.currency === 'NZD');
      if (!price) throw new Error(`${variant.product_id}: no NZD price`);
      return lineFromVariant(variant, price, {
        quantity: 1 + (index % 3),
        lineitemId: `DEMO${String(index).padStart(4, '0')}`,
        pathname: '/nz/products/',
      });
    });
}

/** A cart stored in this browser, mirrored into /app's cookie by one content page's header, as for a buyer. */
async function storeCart(context: BrowserContext, lines: readonly unknown[]): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/about-us/');
  await page.evaluate((text) => {
    localStorage.setItem('tasman:cart', text);
  }, JSON.stringify(lines));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'tasman_cart' && cookie.path === '/app')).toBe(
    true,
  );
  return page;
}

/**
 * Holds back the app's own scripts (not, unless `all`, the page's boot script) until the returned
 * function lets them through, so the buyer surely acts before the app is live, however busy the machine.
 */
async function holdAppScripts(page: Page, { all = false }: { all?: boolean } = {}): Promise<() => void> {
  const pageScripts = /\/_astro\/(_\.\.\.path_|BaseLayout|Header|CartButton|site-script)[^/]*\.js$/;
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    if (all || !pageScripts.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

const app = (page: Page) => page.locator('#account-app');
const cartLine = (page: Page, title: string) =>
  page.getByRole('main').getByTestId('cart-line').filter({ hasText: title });
const storedCart = async (page: Page): Promise<{ lineitem_id: string; quantity: number }[]> =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('tasman:cart'))) ?? '[]') as {
    lineitem_id: string;
    quantity: number;
  }[];

test('quantities typed and stepped and a line removed before the app is live are applied once it is', async ({
  context,
}) => {
  const page = await storeCart(context, [CIVIL, STRATA]);
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await expect(cartLine(page, CIVIL.title)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-state', /.*/);

  await cartLine(page, CIVIL.title).getByRole('textbox', { name: 'Quantity' }).fill('5');
  await cartLine(page, CIVIL.title)
    .getByRole('button', { name: `Increase quantity of ${CIVIL.title}` })
    .click();
  await expect(
    cartLine(page, CIVIL.title).getByRole('textbox', { name: 'Quantity' }),
    'a step shows at once',
  ).toHaveValue('6');
  await cartLine(page, STRATA.title)
    .getByRole('button', { name: `Remove ${STRATA.title}` })
    .click();
  await expect(app(page), 'all of it before the app was live').not.toHaveAttribute('data-app', /.*/);

  release();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  await expect(cartLine(page, STRATA.title)).toHaveCount(0);
  await expect(cartLine(page, CIVIL.title).getByRole('textbox', { name: 'Quantity' })).toHaveValue('6');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$27,300.00 NZD excl. GST');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveCount(1);
  expect(await storedCart(page)).toMatchObject([{ lineitem_id: CIVIL.lineitem_id, quantity: 6 }]);
  const mirror = (await context.cookies()).find((cookie) => cookie.name === 'tasman_cart');
  const stored = await page.evaluate(() => localStorage.getItem('tasman:cart'));
  expect(mirror?.value, 'the cookie follows').toBe(cartCookieValue(stored));
  expect(mirror?.value).toContain(':6:4550.00:');
});

test("presses made before even the page's own script ran are kept: the steps show at once, the removal once the app is live", async ({
  context,
}) => {
  const page = await storeCart(context, [CIVIL, STRATA]);
  const release = await holdAppScripts(page, { all: true });
  // Not to 'load' or 'domcontentloaded': both wait for the page's module scripts.
  await page.goto('/app/cart/', { waitUntil: 'commit' });
  const quantity = cartLine(page, CIVIL.title).getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('2');
  const increase = cartLine(page, CIVIL.title).getByRole('button', { name: `Increase quantity of ${CIVIL.title}` });
  await increase.click();
  await increase.click();
  await expect(quantity, 'each step shows at once').toHaveValue('4');
  await cartLine(page, STRATA.title)
    .getByRole('button', { name: `Remove ${STRATA.title}` })
    .click();
  await expect(app(page), 'all of it before the app was live').not.toHaveAttribute('data-app', /.*/);

  release();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  await expect(cartLine(page, STRATA.title)).toHaveCount(0);
  await expect(quantity).toHaveValue('4');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$18,200.00 NZD excl. GST');
  expect(await storedCart(page)).toMatchObject([{ lineitem_id: CIVIL.lineitem_id, quantity: 4 }]);
});

test('a cart of ten demo-catalogue lines, far beyond a cookie as stored text, shows and works before React loads', async ({
  context,
}) => {
  const lines = demoLines(10);
  const [first] = lines;
  if (!first) throw new Error('no demo lines');
  expect(JSON.stringify(lines).length, 'the stored text').toBeGreaterThan(2 * CART_COOKIE_MAX_BYTES);
  const page = await storeCart(context, lines);
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  const main = page.getByRole('main');
  await expect(main.getByTestId('cart-line')).toHaveCount(10);
  await expect(page.locator('html'), "the server's cart is this buyer's").not.toHaveAttribute('data-app-state', /.*/);
  for (const each of lines) await expect(cartLine(page, each.title)).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(cartSummary(lines).subtotal);
  await cartLine(page, first.title)
    .getByRole('button', { name: `Increase quantity of ${first.title}` })
    .click();
  await expect(
    cartLine(page, first.title).getByRole('textbox', { name: 'Quantity' }),
    'a step shows at once',
  ).toHaveValue(String(first.quantity + 1));
  await expect(app(page), 'before the app was live').not.toHaveAttribute('data-app', /.*/);

  release();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  await expect(main.getByTestId('cart-line')).toHaveCount(10);
  await expect(page.getByTestId('cart-subtotal'), 'the step, carried over').toHaveText(
    cartSummary([{ ...first, quantity: first.quantity + 1 }, ...lines.slice(1)]).subtotal,
  );
});

test('Empty cart pressed before the app is live empties it, and the mirror goes', async ({ context }) => {
  const page = await storeCart(context, [CIVIL]);
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await page.getByRole('button', { name: 'Empty cart' }).click();
  await expect(app(page)).not.toHaveAttribute('data-app', /.*/);
  release();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  expect(await storedCart(page)).toEqual([]);
  expect((await context.cookies()).some((cookie) => cookie.name === 'tasman_cart')).toBe(false);
});

test('Checkout pressed before the app is live goes to the checkout inside the app', async ({ context }) => {
  const page = await storeCart(context, [CIVIL]);
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await page.getByRole('link', { name: 'Checkout' }).click();
  release();
  await expect(page).toHaveURL(/\/app\/checkout\/$/);
  // The dialog below makes the screen behind it inert as it opens, possibly before this looks: the heading
  // is found whether or not it is still in the accessibility tree.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout', includeHidden: true })).toBeVisible();
  // The app's checkout: a visitor not logged in is asked to log in or register first, and the dialog
  // holds the focus (the screen's heading had it for a moment, so the test does not look there).
  const signInFirst = page.getByRole('dialog', { name: 'Please complete your registration' });
  await expect(signInFirst).toContainText('Please log in or register to place your order. Your cart is kept.');
  await expect(signInFirst.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => signInFirst.evaluate((dialog) => dialog.contains(document.activeElement)), 'the focus is in the dialog')
    .toBe(true);
});

test("a cookie that disagrees with localStorage: the buyer sees localStorage's cart, never the cookie's", async ({
  context,
}) => {
  const page = await storeCart(context, [CIVIL]);
  // Another tab changed the cart after this page's cookie was written; this page's header has not read it yet.
  await context.addInitScript(
    (text) => {
      localStorage.setItem('tasman:cart', text);
    },
    JSON.stringify([STRATA]),
  );
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await expect(page.locator('html')).toHaveAttribute('data-app-state', 'stored');
  await expect(cartLine(page, CIVIL.title), "the server's view is there, and hidden").toBeHidden();
  await expect(cartLine(page, CIVIL.title)).toHaveCount(1);
  release();
  await expect(cartLine(page, STRATA.title)).toBeVisible();
  await expect(cartLine(page, CIVIL.title)).toHaveCount(0);
});

test("another tab changes the cart while the server's cart waits for the app: the shell, nothing held replayed, then the new cart", async ({
  context,
}) => {
  const page = await storeCart(context, [CIVIL, STRATA]);
  const release = await holdAppScripts(page);
  await page.goto('/app/cart/');
  await cartLine(page, CIVIL.title)
    .getByRole('button', { name: `Remove ${CIVIL.title}` })
    .click();
  const other = await context.newPage();
  await other.goto('/about-us/');
  await other.evaluate(
    (text) => {
      localStorage.setItem('tasman:cart', text);
    },
    JSON.stringify([{ ...CIVIL, quantity: 3 }]),
  );
  await expect(page.locator('html')).toHaveAttribute('data-app-state', 'stored');
  await expect(page.getByText('Fetching resources...')).toBeVisible();
  release();
  await expect(app(page)).toHaveAttribute('data-app', 'live');
  await expect(cartLine(page, STRATA.title)).toHaveCount(0);
  await expect(
    cartLine(page, CIVIL.title).getByRole('textbox', { name: 'Quantity' }),
    'the Remove pressed on the old view is not replayed',
  ).toHaveValue('3');
});

test('a tampered cookie (bad layout, bad encoding, huge, not a cart, the old stored text) gives a page, never an error; a forged cart is never what the buyer sees', async ({
  request,
  context,
}) => {
  const good = cartCookieValue(JSON.stringify([CIVIL])) ?? '';
  const values = [
    '%7Bnot-json',
    'x'.repeat(6_000),
    encodeURIComponent(JSON.stringify([CIVIL])),
    '%E0%A4%A',
    '1.abc.NZD',
    '1.abc.EUR|A:Software:1:1.00:T',
    '1.abc.NZD|A:Software:0:1.00:T',
    '1.abc.NZD|A:Software:1:1.00:%E0%A4%A',
    '1.abc.NZD|A:Software:1:1.00',
    `1.ABC!.NZD|${good.split('|')[1] ?? ''}`,
    `${good}|${'A:Software:1:1.00:T|'.repeat(300)}`,
    good.replace(':2:', ':2.5:'),
  ];
  for (const value of values) {
    const response = await request.get('/app/cart/', { headers: { cookie: `tasman_cart=${value}` } });
    expect(response.status(), value.slice(0, 30)).toBe(200);
    expect(await response.text()).toContain('Your cart is empty.');
  }
  // Well formed, with a price of the sender's choosing: the page renders it, and a browser whose
  // localStorage holds no such cart never shows it (the app, which re-prices at checkout, shows localStorage's).
  const forged = good.replace(':4550.00:', ':1.00:');
  const response = await request.get('/app/cart/', { headers: { cookie: `tasman_cart=${forged}` } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('$2.00 NZD excl. GST');
  await context.addCookies([{ name: 'tasman_cart', value: forged, url: new URL('/app/', response.url()).href }]);
  const page = await context.newPage();
  await page.goto('/app/cart/');
  await expect(page.locator('html')).toHaveAttribute('data-app-state', 'stored');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('$2.00 NZD excl. GST')).toBeHidden();
});
