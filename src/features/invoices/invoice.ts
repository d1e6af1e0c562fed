/**
 * What a tax invoice says, worked out from a paid order (pure): the words a PDF prints, each money
 * amount already formatted from integer cents. The rules are in docs/orders.md "Tax invoices": the
 * supplier with its tax number and address, the issue date in the region's time zone, the buyer with
 * the billing address and business number, every line with quantity, unit price, GST and amount, and
 * the totals the order was charged, to the cent.
 */
import { formatBusinessNumber } from '../../schemas/business-number.ts';
import type { ShortAddress } from '../../schemas/address.ts';
import { lineTitle, type Order } from '../../schemas/order.ts';
import type { InvoiceSupplier } from '../../services/invoices/settings.ts';
import { formatMoney, gstRate, lineCents, asCurrency } from '../pricing/pricing.ts';

/** One printed line. */
export interface InvoiceLine {
  description: string;
  quantity: string;
  /** Excl. GST. */
  unitPrice: string;
  gst: string;
  /** Incl. GST. */
  amount: string;
}

/** Everything a tax invoice prints, in order. */
export interface InvoiceContent {
  title: 'Tax invoice';
  invoiceNumber: string;
  issueDate: string;
  weborderId: string;
  supplier: { legalName: string; taxNumber: string; address: readonly string[] };
  buyer: { lines: readonly string[] };
  lines: readonly InvoiceLine[];
  currency: string;
  /** e.g. 'New Zealand dollars (NZD)'. */
  currencyName: string;
  gstPercent: string;
  subtotal: string;
  gst: string;
  total: string;
  /** The closing statement: paid, when and how much. */
  paidNote: string;
  locale: string;
}

/** The date `at` as a person in `timeZone` reads it that day: `29 November 2026`. */
export function issueDateText(at: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

/** The date `at` in `timeZone` as YYYY-MM-DD (lists, filters). */
export function isoDateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Each line's share of the order's GST, in cents, summing exactly to `totalGst`: GST is charged on the
 * subtotal (rounded once), so each line gets its exact share rounded down and the cents left over go
 * to the lines with the largest fractions (earlier lines first on a tie).
 */
export function allocateGst(lineAmounts: readonly number[], totalGst: number, percent: number): number[] {
  const exact = lineAmounts.map((cents) => cents * percent);
  const shares = exact.map((hundredths) => Math.floor(hundredths / 100));
  let left = totalGst - shares.reduce((sum, share) => sum + share, 0);
  if (left < 0 || left > lineAmounts.length)
    throw new RangeError(`GST of ${totalGst} cents cannot be shared over these lines`);
  const byFraction = exact
    .map((hundredths, index) => ({ index, fraction: hundredths % 100 }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A billing address as printed lines, empty parts left out. */
const addressLinesOf = (address: ShortAddress): string[] =>
  [
    address.address_line_one,
    address.address_line_two ?? '',
    address.suburb,
    `${address.city} ${address.postcode}`,
    address.region,
    address.country,
  ]
    .map((line) => line.trim())
    .filter(Boolean);

const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  NZD: 'New Zealand dollars (NZD)',
  AUD: 'Australian dollars (AUD)',
};

/** What the invoice numbered `invoiceNumber`, issued at `issuedAt` for `order`, prints. */
export function invoiceContent(input: {
  order: Order;
  invoiceNumber: string;
  issuedAt: Date;
  supplier: InvoiceSupplier;
  titles: ReadonlyMap<string, string>;
  /** The person who placed the order, when known (the contact's name). */
  buyerName?: string | undefined;
}): InvoiceContent {
  const { order, supplier } = input;
  const currency = asCurrency(order.currency);
  if (!currency) throw new RangeError(`no invoice for an order in ${order.currency}`);
  const percent = Math.round(gstRate(currency) * 100);
  const amounts = order.line_items.map(lineCents);
  const gstShares = allocateGst(amounts, order.gst_cents, percent);
  const money = formatMoney;
  const { account } = order;
  const recipient = order.shipping_address
    ? `${order.shipping_address.first_name} ${order.shipping_address.last_name}`.trim()
    : undefined;
  const buyerName = input.buyerName?.trim() || recipient;
  return {
    title: 'Tax invoice',
    invoiceNumber: input.invoiceNumber,
    issueDate: issueDateText(input.issuedAt, supplier.timeZone, supplier.locale),
    weborderId: order.weborder_id,
    supplier: {
      legalName: supplier.legalName,
      taxNumber: formatBusinessNumber(supplier.taxNumber),
      address: supplier.address,
    },
    buyer: {
      lines: [
        account.account_name,
        ...(buyerName ? [`Attn: ${buyerName}`] : []),
        ...addressLinesOf(account.address),
        ...(account.registered_business_no ? [formatBusinessNumber(account.registered_business_no)] : []),
      ],
    },
    lines: order.line_items.map((line, index) => {
      const amount = amounts[index] ?? 0;
      const gst = gstShares[index] ?? 0;
      return {
        description: lineTitle(line, input.titles),
        quantity: String(line.quantity),
        unitPrice: money(lineCents({ ...line, quantity: 1 })),
        gst: money(gst),
        amount: money(amount + gst),
      };
    }),
    currency,
    currencyName: CURRENCY_NAMES[currency] ?? currency,
    gstPercent: `${percent}%`,
    subtotal: money(order.subtotal_cents),
    gst: money(order.gst_cents),
    total: money(order.total_cents),
    paidNote: `Paid in full by card on ${issueDateText(order.paid_at ?? input.issuedAt, supplier.timeZone, supplier.locale)}. Amount due: ${money(0)}.`,
    locale: supplier.locale,
  };
}
