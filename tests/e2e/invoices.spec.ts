import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, toCents } from '../../src/features/pricing/money.ts';
import { awaitVerificationLink, fillCard, OUTBOX } from './accounts.ts';
import { expectNoAxeViolations } from './helpers.ts';

test.use({ serviceWorkers: 'block' });

/**
 * Tax invoices as a buyer gets them (docs/orders.md "Tax invoices"): an NZ and an AU order paid on the
 * test payment page, the invoice downloaded from the thank-you page and /app/orders, its text read with
 * pdftotext (as a screen reader's text extraction would read it) against the order to the cent, the
 * paid mail's attachment byte for byte, and a 404 for anyone else. The demo server runs on the embedded
 * defaults, so the supplier is the demo company of .env.example.
 */

interface OrderLine {
  title: string;
  quantity: number;
  price: { amount: string };
  line_total: string;
}
interface OrderDocument {
  weborder_id: string;
  payment_link: string;
  currency: string;
  subtotal: string;
  gst: string;
  total: string;
  paid_at?: string;
  line_items: OrderLine[];
  invoice_number?: string;
  invoice_url?: string;
}

const REGIONS = {
  nz: {
    line: {
      product: { product_id: 'KCIV-SU-1Y' },
      price: { price_id: 'KCIV-SU-1Y-NZD', currency: 'NZD', amount: '4980.00' },
      quantity: 2,
    },
    address: {
      address_line_one: '1 Queen Street',
      suburb: 'CBD',
      city: 'Auckland',
      region: 'Auckland',
      postcode: '1010',
      country: 'New Zealand',
    },
    businessNumber: '9429 0001 0607 8',
    printedNumber: 'NZBN 9429000106078',
    gstPercent: 15,
    timeZone: 'Pacific/Auckland',
    locale: 'en-NZ',
    supplier: ['Tasman CAD Limited', 'NZ GST number 049-091-850', 'Level 4, 22 Customs Street East', 'Auckland 1010'],
    currencyName: 'New Zealand dollars (NZD)',
  },
  au: {
    line: {
      product: { product_id: 'KCIV-SU-1Y' },
      price: { price_id: 'KCIV-SU-1Y-AUD', currency: 'AUD', amount: '4550.00' },
      quantity: 3,
    },
    address: {
      address_line_one: '1 George Street',
      suburb: 'The Rocks',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      country: 'Australia',
    },
    businessNumber: '53 004 085 616',
    printedNumber: 'ABN 53 004 085 616',
    gstPercent: 10,
    timeZone: 'Australia/Sydney',
    locale: 'en-AU',
    supplier: ['Tasman CAD Pty Ltd', 'ABN 51 824 753 556', 'Level 12, 100 Market Street', 'Sydney NSW 2000'],
    currencyName: 'Australian dollars (AUD)',
  },
} as const;
type Region = keyof typeof REGIONS;

/** What the register form sends with a sign-up: the app counts its owner as logged in. */
const PROFILE = {
  first_name: 'Pat',
  last_name: 'Payer',
  companyName: 'Payer Engineering Ltd',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
};

/** Signs a new buyer up in `request`'s context (the verification link signs them in) and gives them a contact. */
async function newBuyer(request: APIRequestContext, origin: string, label: string): Promise<string> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect(
    (
      await request.post('/api/auth/sign-up/email', {
        headers: { origin },
        data: { email, password: 'Secret123', name: 'Pat Payer', profile: PROFILE },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  const contact = await request.post('/api/contacts', {
    headers: { origin },
    data: {
      action: 'POST',
      data: { first_name: 'Pat', last_name: 'Payer', registrationCompleted: true, agreePrivacyPolicy: true },
    },
  });
  expect(contact.status()).toBe(201);
  return email;
}

async function placeOrder(
  request: APIRequestContext,
  origin: string,
  region: Region,
  email: string,
): Promise<OrderDocument> {
  const { line, address, businessNumber } = REGIONS[region];
  const session = (await (await request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const order = await request.post('/api/web-orders', {
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
    data: {
      action: 'POST',
      data: {
        contact: { contact_id: session.user.id },
        region,
        account: { account_name: 'Payer Engineering Ltd', address, registered_business_no: businessNumber },
        shipping_address: {
          ...address,
          first_name: 'Pat',
          last_name: 'Payer',
          companyName: 'Payer Engineering Ltd',
          phone: '021 555 0100',
          email,
        },
        line_items: [{ lineitem_id: crypto.randomUUID(), ...line }],
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: OrderDocument }).data;
}

const readOrder = async (page: Page, origin: string, id: string): Promise<OrderDocument> =>
  (
    (await (
      await page.request.post('/api/web-orders', {
        headers: { origin },
        data: { action: 'GET', data: { weborder_id: id } },
      })
    ).json()) as { data: OrderDocument }
  ).data;

/** The paid mail to `email`, with its attachments, once the outbox worker has written it. */
function paidMail(
  email: string,
): { text: string; attachments?: { filename: string; contentBase64: string }[] } | undefined {
  const names = readdirSync(OUTBOX).filter((name) => name.endsWith('.json') && name.includes('-order-paid-'));
  for (const name of names) {
    const mail = JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as {
      to: string;
      text: string;
      attachments?: { filename: string; contentBase64: string }[];
    };
    if (mail.to === email) return mail;
  }
  return undefined;
}

const money = (amount: string): string => formatMoney(toCents(amount));

/** Opens /app/orders/ signed in: the app keeps its own signed-in state, so the buyer logs in on its form, as a person would. */
async function openOrders(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.goto('/app/orders/');
}

for (const region of ['nz', 'au'] as const) {
  test(`a paid ${region.toUpperCase()} order has a tax invoice with everything the tax office asks for, to the cent`, async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    const origin = baseURL ?? '';
    const expected = REGIONS[region];
    const email = await newBuyer(page.request, origin, `invoice-${region}`);
    const placed = await placeOrder(page.request, origin, region, email);
    expect(placed.invoice_number).toBeUndefined();
    expect(placed.invoice_url).toBeUndefined();

    await page.goto(placed.payment_link);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/app/thank-you-for-your-order/\\?order=${placed.weborder_id}$`));
    const order = await readOrder(page, origin, placed.weborder_id);
    expect(order.invoice_number).toMatch(new RegExp(`^INV-${region.toUpperCase()}-\\d{6}$`));
    const number = order.invoice_number ?? '';

    const link = page.getByRole('link', { name: `Download tax invoice ${number}` });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const file = testInfo.outputPath(`${number}.pdf`);
    await download.saveAs(file);
    const bytes = readFileSync(file);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
    const issueDate = new Intl.DateTimeFormat(expected.locale, {
      timeZone: expected.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(order.paid_at ?? ''));
    for (const words of [
      'Tax invoice',
      ...expected.supplier,
      `Invoice number: ${number}`,
      `Issue date: ${issueDate}`,
      `Order: ${order.weborder_id}`,
      'Payer Engineering Ltd',
      'Attn: Pat Payer',
      expected.address.address_line_one,
      `${expected.address.city} ${expected.address.postcode}`,
      expected.printedNumber,
      `Subtotal excl. GST ${money(order.subtotal)}`,
      `GST ${expected.gstPercent}% ${money(order.gst)}`,
      `Total incl. GST (${order.currency}) ${money(order.total)}`,
      `All amounts are in ${expected.currencyName}.`,
    ])
      expect(text, `the invoice says "${words}"`).toContain(words);
    for (const line of order.line_items) {
      const lineGst = (toCents(line.line_total) * expected.gstPercent) / 100;
      expect(text).toContain(line.title);
      expect(text).toContain(
        `${line.quantity} ${money(line.price.amount)} ${formatMoney(lineGst)} ${formatMoney(toCents(line.line_total) + lineGst)}`,
      );
    }

    // The same bytes from /app/orders, and in the paid mail's attachment.
    await openOrders(page, email);
    const again = page.getByRole('link', { name: `Download tax invoice ${number}` });
    const [second] = await Promise.all([page.waitForEvent('download'), again.click()]);
    const secondFile = testInfo.outputPath(`${number}-again.pdf`);
    await second.saveAs(secondFile);
    expect(readFileSync(secondFile).equals(bytes)).toBe(true);
    await expect
      .poll(() => paidMail(email)?.attachments?.length, { message: `the paid mail to ${email} in ${OUTBOX}` })
      .toBe(1);
    const attachment = paidMail(email)?.attachments?.[0];
    expect(attachment?.filename).toBe(`${number}.pdf`);
    expect(Buffer.from(attachment?.contentBase64 ?? '', 'base64').equals(bytes)).toBe(true);

    // Anyone else: signed out, or another buyer, gets a 404.
    const stranger = await browser.newContext({ baseURL: origin });
    try {
      expect((await stranger.request.get(order.invoice_url ?? '')).status()).toBe(404);
      await newBuyer(stranger.request, origin, 'other-buyer');
      const answer = await stranger.request.get(order.invoice_url ?? '');
      expect(answer.status()).toBe(404);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
    } finally {
      await stranger.close();
    }
    writeFileSync(testInfo.outputPath('invoice.txt'), text);
  });
}

test('an unpaid order has no invoice and no download link', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = await newBuyer(page.request, origin, 'unpaid');
  const placed = await placeOrder(page.request, origin, 'nz', email);
  await openOrders(page, email);
  await expect(page.getByTestId('order').filter({ hasText: placed.weborder_id })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download tax invoice/ })).toHaveCount(0);
  expect((await readOrder(page, origin, placed.weborder_id)).invoice_number).toBeUndefined();
});
