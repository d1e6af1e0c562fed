import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatMoney, toCents } from '../../src/features/pricing/money.ts';
import { isPublishedId } from '../../src/schemas/document-id.ts';
import { awaitVerificationLink, fillCard } from './accounts.ts';
import { expectNoAxeViolations } from './helpers.ts';

// This file intercepts the site's requests with page.route, which misses a request that the page's
// service worker saw first (Chromium, playwright#7588): once the worker takes control mid-test, an
// aborted /api call went through to the server. The worker has its own tests (offline.spec.ts).
test.use({ serviceWorkers: 'block' });

/**
 * The embedded test payment page: an order placed through the API by a signed-up, verified,
 * registered user, paid on /pay/{weborder_id} with the test cards. The demo server's DATA_DIR holds the
 * verification mail (E2E_DEMO_DATA_DIR when the demo site is served from elsewhere).
 */

interface DatasetVariant {
  product_id: string;
  hidden?: boolean;
  product_category: string;
  prices: {
    price_id: string;
    currency: string;
    amount: string;
    metadata?: { is_promo?: boolean; is_agency?: boolean };
  }[];
}

/** A Services variant of the demo dataset with a standard NZD price (no promo, no agency, no freight needed). */
function serviceLine(): {
  product: { product_id: string };
  price: { price_id: string; currency: string; amount: string };
} {
  const families = readFileSync('content/dataset.ndjson', 'utf8')
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map(
      (text) =>
        JSON.parse(text) as { _id: string; _type: string; product_category?: string; products?: DatasetVariant[] },
    )
    .filter((doc) => doc._type === 'productFamily' && doc.product_category === 'Services' && isPublishedId(doc._id));
  for (const variant of families.flatMap((family) => family.products ?? [])) {
    const prices = variant.hidden ? [] : variant.prices.filter((price) => price.currency === 'NZD');
    const price =
      prices.length === 1 && !prices[0]?.metadata?.is_promo && !prices[0]?.metadata?.is_agency ? prices[0] : undefined;
    if (price)
      return {
        product: { product_id: variant.product_id },
        price: { price_id: price.price_id, currency: 'NZD', amount: price.amount },
      };
  }
  throw new Error('the demo dataset has no Services variant with one standard NZD price');
}

/** Sign up, verify the email, create the contact and place a one-line order; returns the order document. */
async function placeOrder(
  request: APIRequestContext,
  origin: string,
): Promise<{ weborder_id: string; payment_link: string; total: string }> {
  const email = `payer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const headers = { origin };
  expect(
    (
      await request.post('/api/auth/sign-up/email', {
        headers,
        data: { email, password: 'Secret123', name: 'Pat Payer' },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  const contact = await request.post('/api/contacts', {
    headers,
    data: { action: 'POST', data: { first_name: 'Pat', registrationCompleted: true, agreePrivacyPolicy: true } },
  });
  expect(contact.status()).toBe(201);
  const {
    data: { contact_id },
  } = (await contact.json()) as { data: { contact_id: string } };
  const address = {
    address_line_one: '1 Queen Street',
    suburb: 'CBD',
    city: 'Auckland',
    region: 'Auckland',
    postcode: '1010',
    country: 'New Zealand',
  };
  const order = await request.post('/api/web-orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      action: 'POST',
      data: {
        contact: { contact_id },
        account: { account_name: 'Payer Ltd', address },
        region: 'nz',
        shipping_address: {
          ...address,
          first_name: 'Pat',
          last_name: 'Payer',
          companyName: 'Payer Ltd',
          phone: '021 555 0100',
          email,
        },
        line_items: [{ lineitem_id: crypto.randomUUID(), quantity: 2, ...serviceLine() }],
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: { weborder_id: string; payment_link: string; total: string } }).data;
}

test('the test payment page declines 4000 0000 0000 0002 and pays with 4242 4242 4242 4242', async ({
  page,
  baseURL,
}) => {
  const order = await placeOrder(page.request, baseURL ?? '');
  expect(order.payment_link).toBe(`/pay/${order.weborder_id}`);

  await page.goto(order.payment_link);
  await expect(page.getByText('Test mode — no real payment is taken.')).toBeVisible();
  await expect(page.getByTestId('pay-total')).toHaveText(`$${formatMoney(toCents(order.total))} NZD incl. GST`);
  await expectNoAxeViolations(page);

  await fillCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(new RegExp(`/pay/${order.weborder_id}\\?error=declined$`));
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/app/thank-you-for-your-order/\\?order=${order.weborder_id}$`));
  const read = await page.request.post('/api/web-orders', {
    headers: { origin: baseURL ?? '' },
    data: { action: 'GET', data: { weborder_id: order.weborder_id } },
  });
  expect(await read.json()).toMatchObject({ data: { weborder_id: order.weborder_id, status: 'paid' } });

  // A paid order's payment link goes straight to the thank-you page.
  await page.goto(order.payment_link);
  await expect(page).toHaveURL(/\/app\/thank-you-for-your-order\//);
});

test('the thank-you page does not say "processing" after a successful payment while the server has not answered', async ({
  page,
  baseURL,
}) => {
  const order = await placeOrder(page.request, baseURL ?? '');
  // The app stored the order as it was placed: still waiting for payment.
  await page.goto('/app/');
  await page.evaluate(
    (placed) => localStorage.setItem('tasman:orders', JSON.stringify([{ ...placed, status: 'processing' }])),
    order,
  );
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/web-orders', async (route) => {
    if ((route.request().postDataJSON() as { action?: string } | null)?.action === 'GET') await held;
    await route.continue();
  });

  await page.goto(order.payment_link);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/app\/thank-you-for-your-order\//);
  const screen = page.getByRole('main');
  await expect(screen.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(screen.getByRole('status')).toHaveText('Fetching resources...');
  await expect(screen).not.toContainText(/processing/i);

  answer();
  await expect(page.getByTestId('thank-you-order')).toContainText(order.weborder_id);
  await expect(page.getByTestId('thank-you-order')).toContainText('paid');
  await expect(screen).not.toContainText(/processing/i);
});

test('the payment page of an order is not found for anyone but its owner', async ({ page, browser, baseURL }) => {
  const order = await placeOrder(page.request, baseURL ?? '');
  const stranger = await browser.newContext({ baseURL: baseURL ?? '' });
  const response = await (await stranger.newPage()).goto(order.payment_link);
  expect(response?.status()).toBe(404);
  await stranger.close();
});
