/**
 * Building cart lines (docs/requirements.md#cart-line) from catalogue variants, and reading what kind of line one is. The
 * line keeps the variant's ids, category, prices and attribute values so the cart rules (licensing,
 * hardware, freight, CTS) and the checkout can work from the line alone.
 */
import type { Price, ProductCategory, Variant } from '../content/schemas/index.ts';
import type { CartLine } from '../../lib/store/types.ts';
import { newLineId } from '../orders/ids.ts';

/** What a line needs of a variant (the buy-now island passes exactly this). */
export type LineVariant = Omit<Variant, 'hidden'>;

export interface LineOptions {
  quantity?: number;
  /** The page the line was added from. */
  pathname?: string | undefined;
  /** A fixed id (tests); otherwise a new random one. */
  lineitemId?: string;
}

/** A new cart line for a variant at a chosen price (its effective price at the time of adding). */
export function lineFromVariant(variant: LineVariant, price: Price, options: LineOptions = {}): CartLine {
  return {
    lineitem_id: options.lineitemId ?? newLineId(),
    _key: variant._key ?? variant.product_id,
    product: {
      product_id: variant.product_id,
      product_family_id: variant.product_family_id,
      product_category: variant.product_category,
      prices: variant.prices.map((each) => ({ ...each })),
      attribute_values: variant.attribute_values.map((each) => ({ ...each })),
    },
    quantity: options.quantity ?? 1,
    price: {
      currency: price.currency,
      amount: price.amount,
      price_id: price.price_id,
      metadata: { ...price.metadata },
    },
    title: variant.title,
    ...(options.pathname === undefined ? {} : { pathname: options.pathname }),
  };
}

/** The catalogue's categories, repeated here so that islands do not load the zod schemas for them. */
const CATEGORIES = [
  'Software',
  'Hardware',
  'Services',
  'Training',
  'Freight',
  'CTS',
  'Consulting',
] as const satisfies readonly ProductCategory[];
const isCategory = (value: string | undefined): value is ProductCategory =>
  value !== undefined && (CATEGORIES as readonly string[]).includes(value);

/** What telling a line's kind reads: its product's category (a stored line not yet schema-checked has it too). */
export interface CategorisedLine {
  product: { product_category?: string | undefined };
}

/** A line's product category, if it names a known one. */
export const categoryOf = (line: CategorisedLine): ProductCategory | undefined => {
  const category = line.product.product_category;
  return isCategory(category) ? category : undefined;
};

/** Licensing (software) lines: one per product_id. */
export const isLicensing = (line: CategorisedLine): boolean => categoryOf(line) === 'Software';
/** Hardware lines bring a flat drop-ship freight line with them. */
export const isHardware = (line: CategorisedLine): boolean => categoryOf(line) === 'Hardware';
/** The freight line added with hardware. */
export const isFreight = (line: CategorisedLine): boolean => categoryOf(line) === 'Freight';
/** Customer Technical Success plans: one plan per cart, quantity 1 (our reading of the "special handling" of CTS, docs/requirements.md#cart). */
export const isCts = (line: CategorisedLine): boolean => categoryOf(line) === 'CTS';
/** Whether a visitor may change the line's quantity (freight and CTS plans are fixed at 1). */
export const hasFixedQuantity = (line: CategorisedLine): boolean => isFreight(line) || isCts(line);
