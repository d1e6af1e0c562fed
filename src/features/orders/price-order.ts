/**
 * Prices a web order from the catalogue at the time of the order (docs/architecture.md: "the server prices every
 * order itself; the browser's prices are display only"). Every rule of a price comes from the pricing
 * module (docs/requirements.md#prices-and-gst counted prices, promo windows in NZ time, docs/requirements.md#prices-and-gst GST and freight); this module only decides
 * whether what the cart sent is what the catalogue sells now, and says why not per line.
 */
import type { ProductFamily, RegionCode, Variant } from '../content/schemas/index.ts';
import {
  FREIGHT,
  QUANTITY_MAX,
  countedPrices,
  effectivePrice,
  regionCurrency,
  toCents,
  totals,
  type Currency,
} from '../pricing/pricing.ts';
import { LINE_MESSAGES } from './messages.ts';
import type { OrderLinePayload, OrderPayload } from './payload.ts';
import type { OrderProblem } from '../../schemas/order.ts';

/** A line the server accepted, priced from the catalogue (money in integer cents). */
export interface PricedOrderLine {
  lineitem_id: string;
  product_id: string;
  /** The variant's title, for the payment page and the gateway's line items. */
  title: string;
  product_category: Variant['product_category'];
  price_id: string;
  currency: Currency;
  /** The catalogue's amount text ("3450.00"), stored with the order as the price shape of docs/requirements.md#price. */
  amount: string;
  unit_cents: number;
  quantity: number;
  line_cents: number;
}

/** The priced order: lines and totals in cents (GST added to the subtotal, docs/requirements.md#prices-and-gst). */
export interface PricedOrder {
  ok: true;
  region: RegionCode;
  currency: Currency;
  lines: PricedOrderLine[];
  /** Cents. */
  subtotal: number;
  /** Cents: 15% of the subtotal for NZD, 10% otherwise. */
  gst: number;
  /** Cents: subtotal + gst. */
  total: number;
}

export type PricingResult = PricedOrder | { ok: false; problems: OrderProblem[] };

/**
 * The most one order may total, in cents (10,000,000.00): far above any cart a person fills, well
 * below what the order's integer columns hold (2^31 cents), so a tampered cart gets a 422, not a 5xx.
 */
export const ORDER_TOTAL_MAX_CENTS = 1_000_000_000;
const ORDER_TOTAL_MAX_TEXT = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(
  ORDER_TOTAL_MAX_CENTS / 100,
);

/** The quantity maximum (docs/requirements.md#quantities) applies per product, however many lines it is spread over. */
function quantityProblems(lines: readonly PricedOrderLine[]): OrderProblem[] {
  const byProduct = new Map<string, { quantity: number; lastLine: string }>();
  for (const line of lines) {
    const sum = byProduct.get(line.product_id)?.quantity ?? 0;
    byProduct.set(line.product_id, { quantity: sum + line.quantity, lastLine: line.lineitem_id });
  }
  return [...byProduct.values()]
    .filter(({ quantity }) => quantity > QUANTITY_MAX)
    .map(({ lastLine }) => ({ lineitem_id: lastLine, message: LINE_MESSAGES.quantityMaxReached(QUANTITY_MAX) }));
}

interface CatalogueEntry {
  family: ProductFamily;
  variant: Variant;
}

/** Variants by product_id (the first family listing an id wins). */
function indexCatalogue(catalogue: readonly ProductFamily[]): Map<string, CatalogueEntry> {
  const index = new Map<string, CatalogueEntry>();
  for (const family of catalogue) {
    for (const variant of family.products)
      if (!index.has(variant.product_id)) index.set(variant.product_id, { family, variant });
  }
  return index;
}

const isFreight = (entry: CatalogueEntry): boolean =>
  entry.family.product_category === 'Freight' || entry.variant.product_category === 'Freight';
const isHardware = (entry: CatalogueEntry): boolean => entry.variant.product_category === 'Hardware';

/**
 * The region an order is priced in: the one it names, else the one whose currency its first line is in
 * (NZD nz, AUD au). Undefined when neither tells.
 */
export function resolveOrderRegion(payload: Pick<OrderPayload, 'region' | 'line_items'>): RegionCode | undefined {
  if (payload.region) return payload.region;
  const currency = payload.line_items[0]?.price.currency;
  return currency === 'NZD' ? 'nz' : currency === 'AUD' ? 'au' : undefined;
}

/** One line checked against its catalogue entry: the price must be the variant's effective price now, to the cent. */
function priceLine(
  line: OrderLinePayload,
  entry: CatalogueEntry,
  region: RegionCode,
  currency: Currency,
  now: Date,
  offeredIn: OfferedIn,
): PricedOrderLine | string {
  const { family, variant } = entry;
  const title = variant.title || family.title;
  if (variant.hidden) return LINE_MESSAGES.hidden(title);
  // A product is sold only in its regions: an AU-only product has no business in an NZD order,
  // whatever price the browser found for it.
  if (!offeredIn(family).includes(region)) return LINE_MESSAGES.notInRegion(title, region);
  if (!isFreight(entry) && family.product_category === 'Consulting') return LINE_MESSAGES.enquireOnly(title);
  const price = variant.prices.find((candidate) => candidate.price_id === line.price.price_id);
  if (!price) return LINE_MESSAGES.unknownPrice(title, line.price.price_id);
  if (price.currency !== currency) return LINE_MESSAGES.wrongCurrency(title, price.currency, currency);
  if (line.price.currency !== currency) return LINE_MESSAGES.wrongCurrency(title, line.price.currency, currency);
  if (!countedPrices(variant, region, now).includes(price)) return LINE_MESSAGES.priceNotAvailable(title);
  if (effectivePrice(variant, region, now)?.price_id !== price.price_id) return LINE_MESSAGES.priceChanged(title);
  if (price.metadata.is_agency) return LINE_MESSAGES.enquireOnly(title);
  if (toCents(line.price.amount) !== toCents(price.amount))
    return LINE_MESSAGES.tamperedAmount(title, line.price.amount, price.amount);
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > QUANTITY_MAX)
    return LINE_MESSAGES.quantity(QUANTITY_MAX);
  const unit_cents = toCents(price.amount);
  return {
    lineitem_id: line.lineitem_id,
    product_id: variant.product_id,
    title,
    product_category: variant.product_category,
    price_id: price.price_id,
    currency,
    amount: price.amount,
    unit_cents,
    quantity: line.quantity,
    line_cents: unit_cents * line.quantity,
  };
}

/** The regions a product family is offered in (its `regions` references, resolved by the caller). */
export type OfferedIn = (family: ProductFamily) => readonly RegionCode[];

/** docs/requirements.md#cart cart rules for freight: with hardware exactly one flat drop-ship line (quantity 1); without hardware none. */
function freightProblems(
  entries: readonly { line: OrderLinePayload; entry: CatalogueEntry; priced: PricedOrderLine | string }[],
  catalogue: Map<string, CatalogueEntry>,
  region: RegionCode,
): OrderProblem[] {
  const flat = FREIGHT[region];
  const hasHardware = entries.some(({ entry }) => isHardware(entry));
  const freight = entries.filter(({ entry }) => isFreight(entry));
  if (!hasHardware)
    return freight.map(({ line }) => ({
      lineitem_id: line.lineitem_id,
      message: LINE_MESSAGES.freightWithoutHardware,
    }));
  if (freight.length === 0) {
    const offered = [...catalogue.values()].some((entry) => isFreight(entry) && !entry.variant.hidden);
    return [
      {
        lineitem_id: null,
        message: offered ? LINE_MESSAGES.freightMissing(flat.amount, flat.currency) : LINE_MESSAGES.freightUnavailable,
      },
    ];
  }
  return freight.flatMap(({ line, priced }, position): OrderProblem[] => {
    if (typeof priced === 'string') return []; // already reported
    const isFlat =
      position === 0 &&
      priced.quantity === 1 &&
      priced.currency === flat.currency &&
      priced.unit_cents === toCents(flat.amount);
    return isFlat
      ? []
      : [{ lineitem_id: line.lineitem_id, message: LINE_MESSAGES.freightNotFlat(flat.amount, flat.currency) }];
  });
}

/**
 * Re-prices every line of `payload` from `catalogue` as of `now` in `region`. Accepts a line only when its
 * product exists and is on sale (not hidden, not enquiry-only), its price_id is the variant's effective
 * price now (region currency, live promo matching the variant; docs/requirements.md#prices-and-gst) and the amount sent equals the
 * catalogue's to the cent (otherwise the price was tampered with or is stale), and its family is
 * offered in `region` (`offeredIn`). Freight follows docs/requirements.md#freight.
 * Returns the lines and totals in cents, or every problem found (one per line at most, plus order-level ones).
 */
export function priceOrder(
  payload: Pick<OrderPayload, 'line_items'>,
  catalogue: readonly ProductFamily[],
  region: RegionCode,
  now: Date,
  offeredIn: OfferedIn,
): PricingResult {
  const currency = regionCurrency(region);
  if (!currency) throw new RangeError(`region ${region} has no currency`);
  const index = indexCatalogue(catalogue);
  const problems: OrderProblem[] = [];
  const found: { line: OrderLinePayload; entry: CatalogueEntry; priced: PricedOrderLine | string }[] = [];
  const seen = new Set<string>();
  for (const line of payload.line_items) {
    if (seen.has(line.lineitem_id)) {
      problems.push({ lineitem_id: line.lineitem_id, message: LINE_MESSAGES.duplicateLine(line.lineitem_id) });
      continue;
    }
    seen.add(line.lineitem_id);
    const entry = index.get(line.product.product_id);
    if (!entry) {
      problems.push({ lineitem_id: line.lineitem_id, message: LINE_MESSAGES.unknownProduct(line.product.product_id) });
      continue;
    }
    const priced = priceLine(line, entry, region, currency, now, offeredIn);
    if (typeof priced === 'string') problems.push({ lineitem_id: line.lineitem_id, message: priced });
    found.push({ line, entry, priced });
  }
  problems.push(...freightProblems(found, index, region));
  const lines = found.flatMap(({ priced }) => (typeof priced === 'string' ? [] : [priced]));
  problems.push(...quantityProblems(lines));
  if (problems.length > 0) return { ok: false, problems };
  const sums = totals(
    lines.map((line) => ({ price: { amount: line.amount, currency: line.currency }, quantity: line.quantity })),
    currency,
  );
  if (sums.total > ORDER_TOTAL_MAX_CENTS) {
    return {
      ok: false,
      problems: [{ lineitem_id: null, message: LINE_MESSAGES.totalTooLarge(ORDER_TOTAL_MAX_TEXT, currency) }],
    };
  }
  return { ok: true, region, currency, lines, subtotal: sums.subtotal, gst: sums.gst, total: sums.total };
}
