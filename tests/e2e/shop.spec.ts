/**
 * The whole purchase in Chromium on the embedded defaults: a visitor fills a cart with a
 * licence and a hardware item (the freight line comes with the hardware), changes quantities, is asked
 * to register at checkout, registers by email, verifies, logs in and comes back to the checkout,
 * enters the delivery details, reviews and places the order, pays on the test payment page and finds
 * the paid order in /app/orders. The demo products used have no promotions, so the totals hold on any date.
 */
import { expect, test, type Page } from '@playwright/test';
import { awaitVerificationLink, field, fillCard, fillRegistration, PASSWORD, toast, uniqueEmail } from './accounts.ts';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';

const KESTREL = '/nz/products/kestrel-civil/buy-now/';
const KEA = '/nz/products/kea-orbit/buy-now/';
const LICENCE = 'Kestrel Civil, single user, 1 year';
const HARDWARE = 'Kea Orbit';

async function buy(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: `Select ${title}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
}

async function fillDelivery(page: Page): Promise<void> {
  await field(page, 'Address line one').fill('1 Queen Street');
  await field(page, 'Suburb').fill('CBD');
  await field(page, 'Region or state').fill('Auckland');
  await field(page, 'Postcode').fill('1010');
}

test('a buyer registers, orders a licence and hardware, pays by test card and finds the paid order', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  // The data layer lives as long as a page; keep what is pushed across the flow's page loads.
  await page.addInitScript(() => {
    const key = 'test:dataLayer';
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem(
        key,
        JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), ...items]),
      );
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  const pushed = async () =>
    JSON.parse(await page.evaluate(() => sessionStorage.getItem('test:dataLayer') ?? '[]')) as {
      event?: string;
      ecommerce?: { transaction_id?: string; value?: number; currency?: string } | null;
    }[];

  await buy(page, KESTREL, LICENCE);
  await buy(page, KEA, HARDWARE);
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(3);
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Drop-ship freight' })).toContainText('$25.00 NZD');

  // Quantities: 2 licences, 2 hardware items (freight stays one flat line).
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${LICENCE}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${HARDWARE}` }).click();
  // 2 × 4,980.00 + 2 × 249.00 + 25.00 = 10,483.00; GST 15% = 1,572.45; total 12,055.45.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$10,483.00 NZD excl. GST');
  await expect(page.getByTestId('cart-gst')).toHaveText('$1,572.45 NZD');
  await expect(page.getByTestId('cart-total')).toHaveText('$12,055.45 NZD incl. GST');
  await expectNoAxeViolations(page);

  // Checkout without an account: the register modal, which comes back to the checkout afterwards.
  await page.getByRole('link', { name: 'Checkout' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please complete your registration' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const email = uniqueEmail('buyer');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Sign up successful, Please verify your email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.goto(await awaitVerificationLink(email));
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back at the checkout, with what the profile knows filled in.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/checkout\/$/);
  await expect(field(page, 'First name')).toHaveValue('Ana');
  await expect(field(page, 'Account name')).toHaveValue('Tasman Testing');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(toast(page, 'Please complete all required fields')).toBeVisible();
  await expect(field(page, 'Address line one')).toHaveAttribute('aria-invalid', 'true');
  await fillDelivery(page);
  // A business number is checked in the browser as the server checks it: a mistyped digit is named.
  const businessNumber = field(page, 'Registered business number (ABN, NZBN or NZ GST number)');
  await businessNumber.fill('51 824 753 557');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(
    page.getByText('This is not a valid ABN: an ABN has 11 digits and one of them is mistyped.'),
  ).toBeVisible();
  await expect(businessNumber).toHaveAttribute('aria-invalid', 'true');
  await businessNumber.fill('9429 0001 0607 8');
  await field(page, 'Account name').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Ltd');
  // What is typed survives a reload of the step in the same tab.
  await page.reload();
  await expect(field(page, 'Address line one')).toHaveValue('1 Queen Street');
  await expect(field(page, 'Postcode')).toHaveValue('1010');
  await expect(field(page, 'Account name')).toHaveValue('Tasman Testing Ltd');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$12,055.45 NZD incl. GST');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('1 Queen Street');
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText('NZBN 9429000106078');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The test payment page, with the server's own total.
  await expect(page).toHaveURL(/\/pay\/WO-[A-Z0-9]{8}$/);
  const weborderId = /WO-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
  await expect(page.getByTestId('pay-total')).toHaveText('$12,055.45 NZD incl. GST');
  await fillCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const summary = page.getByTestId('thank-you-order');
  await expect(summary).toContainText(weborderId);
  await expect(summary).toContainText('paid');
  await expect(summary).toContainText('$12,055.45 NZD incl. GST');

  // Back after paying: the paid order's payment page, then its review, both lead to its
  // thank-you page, never to a review of the now empty cart.
  for (const step of ['payment page', 'review']) {
    await page.goBack();
    await expect(page, `Back to the ${step}`).toHaveURL(
      new RegExp(`/app/thank-you-for-your-order/\\?order=${weborderId}$`),
    );
    await expect(summary).toContainText('paid');
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  }
  await expect(toast(page, 'Please complete all required fields')).toHaveCount(0);

  await page.getByRole('link', { name: 'View your orders' }).click();
  const order = page.getByTestId('order').filter({ hasText: weborderId });
  await expect(order).toContainText('Status: paid');
  await expect(order).toContainText('$12,055.45 NZD incl. GST');
  await expect(order.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  // Each order lists its lines: product, quantity, line total.
  const lines = order.getByRole('list', { name: `Items in order ${weborderId}` }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: LICENCE })).toContainText('Qty 2');
  await expect(lines.filter({ hasText: LICENCE })).toContainText('$9,960.00 NZD excl. GST');
  await expect(lines.filter({ hasText: HARDWARE })).toContainText('Qty 2');
  await expect(lines.filter({ hasText: HARDWARE })).toContainText('$498.00 NZD excl. GST');
  await expect(lines.filter({ hasText: 'Drop-ship freight' })).toContainText('$25.00 NZD excl. GST');

  // The cart is empty after the order, and the purchase reached the data layer before the payment page.
  await page.goto('/app/cart/');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tasman:checkout'))),
    'the placed order cleared the checkout draft',
  ).toEqual([]);
  const purchases = (await pushed()).filter((item) => item.event === 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]?.ecommerce).toMatchObject({ transaction_id: weborderId, value: 10483, currency: 'NZD' });
  // Signing in asks for the contact before it exists: an answer (200, data null), not an error.
  expect(errors).toEqual([]);
});
