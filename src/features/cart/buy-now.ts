/**
 * The buy-now selector's view model (pure): what each option shows and offers in a region at a time,
 * and the props the template hands the island (only the visible variants, with only the prices of
 * the currencies the page can sell in). The page is prerendered, so the island recomputes this in
 * the browser with the visitor's region and clock (promos may have started or ended since the build).
 */
import type { ProductCategory, ProductFamily, Variant } from '../content/schemas/index.ts';
import {
  EXCL_GST,
  effectivePrice,
  isAgencyPriced,
  priceText,
  promoWindow,
  regionCurrency,
  toCents,
  type Currency,
} from '../pricing/pricing.ts';
import type { CartLine, RegionCode } from '../../lib/store/types.ts';
import { viewItemEvent } from './analytics.ts';
import { lineFromVariant, type LineVariant } from './line.ts';
import type { PrerenderedViewItem } from './view-item.ts';

/** What the island knows of the product family. */
export interface BuyNowFamily {
  product_family_id: string;
  title: string;
  product_category: ProductCategory;
}

/** Props of the BuyNow island (serialised into the page: keep them small). */
export interface BuyNowProps {
  family: BuyNowFamily;
  variants: Variant[];
  /** The page's region; undefined on global pages, where the visitor's stored region applies. */
  pageRegion?: RegionCode | undefined;
  /** The region the HTML was rendered for (the first render must match it). */
  serverRegion: RegionCode;
  /** When the HTML was rendered (ISO), the time the first render judges promos at. */
  renderedAt: string;
  /** Where 'Enquire now' goes without JavaScript. */
  enquireHref: string;
  /** The catalogue's freight variant, for hardware families. */
  freight?: LineVariant | undefined;
}

/** One option row. */
export interface OptionView {
  productId: string;
  title: string;
  /** Attribute values, e.g. "1-year · named-user". */
  attributes: string;
  /** e.g. "$3,450.00 NZD excl. GST"; undefined when the option has no price here. */
  priceText?: string | undefined;
  promo: boolean;
  /** 'select' when it can be bought online; 'enquire' for agency prices, consulting or no price. */
  action: 'select' | 'enquire';
}

/** The currencies a page sells in: its region's, or every region's on a global page. */
export function pageCurrencies(pageRegion: RegionCode | undefined, regions: readonly RegionCode[]): Currency[] {
  return (pageRegion ? [pageRegion] : regions)
    .map((region) => regionCurrency(region))
    .filter((currency): currency is Currency => currency !== null);
}

/**
 * The island's props from a family: visible variants, prices in the page's currencies only, and only
 * in the currencies of the regions the family is offered in (`offeredIn`), so an AU-only product on
 * a global page cannot be priced, or bought, in NZD by an NZ visitor.
 */
export function buyNowProps(
  product: ProductFamily,
  options: {
    pageRegion: RegionCode | undefined;
    regions: readonly RegionCode[];
    offeredIn: readonly RegionCode[];
    now: Date;
    enquireHref: string;
    freight?: Variant | undefined;
  },
): BuyNowProps {
  const sellsIn = options.regions.filter((region) => options.offeredIn.includes(region));
  const currencies = pageCurrencies(options.pageRegion, sellsIn).filter((currency) =>
    sellsIn.some((region) => regionCurrency(region) === currency),
  );
  const keepPrices = (variant: Variant): Variant => ({
    ...variant,
    prices: variant.prices.filter((price) => currencies.includes(price.currency)),
  });
  const sellsHardware =
    product.product_category === 'Hardware' ||
    product.products.some((variant) => variant.product_category === 'Hardware');
  const freight = sellsHardware && options.freight ? keepPrices(options.freight) : undefined;
  return {
    family: {
      product_family_id: product.product_family_id,
      title: product.title,
      product_category: product.product_category,
    },
    variants: product.products.filter((variant) => !variant.hidden).map(keepPrices),
    pageRegion: options.pageRegion,
    serverRegion: options.pageRegion ?? sellsIn[0] ?? options.regions[0] ?? 'nz',
    renderedAt: options.now.toISOString(),
    enquireHref: options.enquireHref,
    ...(freight ? { freight } : {}),
  };
}

/** Consulting is sold by conversation only (docs/requirements.md#who-may-do-what: an enquire button instead of Buy now). */
export const isEnquireOnly = (family: BuyNowFamily): boolean => family.product_category === 'Consulting';

/** The option rows in a region at a time. */
export function optionViews(
  family: BuyNowFamily,
  variants: readonly Variant[],
  region: RegionCode,
  now: Date,
): OptionView[] {
  const agency = isAgencyPriced({ products: [...variants] }, region, now);
  return variants
    .filter((variant) => !variant.hidden)
    .map((variant) => {
      const price = effectivePrice(variant, region, now);
      const priced = price !== undefined && !agency && !price.metadata.is_agency;
      const sellable = priced && !isEnquireOnly(family);
      return {
        productId: variant.product_id,
        title: variant.title,
        attributes: variant.attribute_values.map((attribute) => attribute.value).join(' · '),
        priceText: priced ? priceText(toCents(price.amount), price.currency, EXCL_GST) : undefined,
        promo: price?.metadata.is_promo === true,
        action: sellable ? 'select' : 'enquire',
      };
    });
}

/** A cart line for a variant at its effective price now, or undefined when it cannot be bought here. */
export function lineAt(
  variant: Variant,
  region: RegionCode,
  now: Date,
  options: { quantity?: number; pathname?: string } = {},
): CartLine | undefined {
  const price = effectivePrice(variant, region, now);
  if (!price || price.metadata.is_agency) return undefined;
  return lineFromVariant(variant, price, options);
}

/** The instants between which options judged at one time still hold (either end may be open). */
export interface PricesHold {
  /** The last promo boundary at or before that time. */
  from?: Date | undefined;
  /** The first promo boundary after it. */
  until?: Date | undefined;
}

/**
 * Between which promo boundaries (a promo's start at 04:00 or end at 19:00, NZ time) `at` lies: a
 * prerendered page's options judged at `at` show the right prices for a visitor whose clock is in
 * that span; outside it, its island must re-judge them at once instead of waiting for intent.
 */
export function pricesHoldAround(variants: readonly Variant[], at: Date): PricesHold {
  const boundaries = variants.flatMap((variant) =>
    variant.prices.flatMap((price) => {
      const window = price.metadata.is_promo ? promoWindow(price) : undefined;
      return window ? [window.start.getTime(), window.end.getTime()] : [];
    }),
  );
  const before = boundaries.filter((instant) => instant <= at.getTime());
  const after = boundaries.filter((instant) => instant > at.getTime());
  return {
    from: before.length === 0 ? undefined : new Date(Math.max(...before)),
    until: after.length === 0 ? undefined : new Date(Math.min(...after)),
  };
}

/**
 * The page's view_item as the server judges it (the region and time the options are rendered for),
 * with what it holds for; undefined where the family sells nothing online (docs/requirements.md#cart, view-item.ts).
 */
export function prerenderedViewItem(props: BuyNowProps, defaultRegion: RegionCode): PrerenderedViewItem | undefined {
  if (isEnquireOnly(props.family)) return undefined;
  const at = new Date(props.renderedAt);
  const event = viewItemEvent(props.variants.flatMap((variant) => lineAt(variant, props.serverRegion, at) ?? []));
  if (!event) return undefined;
  return {
    event,
    region: props.serverRegion,
    pageRegion: props.pageRegion,
    defaultRegion,
    ...holdsAsText(pricesHoldAround(props.variants, at)),
  };
}

/** A hold span as the ISO texts client:intent and the view_item script read (`staleBefore`, `staleAfter`). */
export function holdsAsText(hold: PricesHold): { staleBefore?: string; staleAfter?: string } {
  return {
    ...(hold.from ? { staleBefore: hold.from.toISOString() } : {}),
    ...(hold.until ? { staleAfter: hold.until.toISOString() } : {}),
  };
}
