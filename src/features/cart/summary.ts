/**
 * What the cart drawer and the cart page show, as text: each line's unit price and line total, and
 * the cart's subtotal (excl. GST), GST and total (incl. GST). All money goes through pricing's
 * `totals` and `priceText` (integer cents, GST on the subtotal), so components do no arithmetic.
 */
import { EXCL_GST, INCL_GST, priceText, toCents, totals, type Currency, type PricedLine } from '../pricing/pricing.ts';
import type { ShownCartLine } from '../../lib/store/cart-line.ts';
import { hasFixedQuantity, isFreight } from './line.ts';

const CURRENCIES: readonly Currency[] = ['NZD', 'AUD', 'USD'];
/** Whether a stored currency is one the catalogue prices in. */
export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** A cart line as pricing reads it; throws a RangeError for a currency the catalogue does not use. */
export function pricedLine(line: ShownCartLine): PricedLine {
  const { currency, amount } = line.price;
  if (!isCurrency(currency)) throw new RangeError(`unknown currency: ${currency}`);
  return { price: { currency, amount }, quantity: line.quantity };
}

export interface LineView {
  lineitemId: string;
  title: string;
  quantity: number;
  /** e.g. "$3,450.00 NZD excl. GST" */
  unitPrice: string;
  /** unit price × quantity, e.g. "$6,900.00 NZD excl. GST" */
  lineTotal: string;
  isFreight: boolean;
  /** Whether the visitor may change the quantity (not freight, not a CTS plan). */
  quantityEditable: boolean;
  /** Whether the visitor may remove the line (freight goes with the last hardware line). */
  removable: boolean;
}

export interface CartSummary {
  lines: LineView[];
  currency: Currency | undefined;
  /** e.g. "$6,925.00 NZD excl. GST" */
  subtotal: string;
  /** e.g. "$1,038.75 NZD" */
  gst: string;
  /** e.g. "$7,963.75 NZD incl. GST" */
  total: string;
  /** The tax notes, for labels. */
  exclGst: typeof EXCL_GST;
  inclGst: typeof INCL_GST;
}

/**
 * The cart as text. Lines must share one known currency (the stored cart is checked by
 * `checkCartLines` when read, and `conflictsWithCart` guards adds); otherwise this throws a RangeError.
 */
export function cartSummary(lines: readonly ShownCartLine[]): CartSummary {
  const priced = lines.map(pricedLine);
  const sum = totals(priced);
  const currency = sum.currency ?? 'NZD';
  return {
    lines: lines.map((line, index) => {
      const each = priced[index] ?? pricedLine(line);
      return {
        lineitemId: line.lineitem_id,
        title: line.title,
        quantity: line.quantity,
        unitPrice: priceText(toCents(each.price.amount), each.price.currency, EXCL_GST),
        lineTotal: priceText(totals([each]).subtotal, each.price.currency, EXCL_GST),
        isFreight: isFreight(line),
        quantityEditable: !hasFixedQuantity(line),
        removable: !isFreight(line),
      };
    }),
    currency: sum.currency,
    subtotal: priceText(sum.subtotal, currency, EXCL_GST),
    gst: priceText(sum.gst, currency),
    total: priceText(sum.total, currency, INCL_GST),
    exclGst: EXCL_GST,
    inclGst: INCL_GST,
  };
}
