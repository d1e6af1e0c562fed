import type { RenderContext } from '../features/content/render-context.ts';
import type { ProductFamily } from '../features/content/schemas/index.ts';
import { centsToAmount, isAgencyPriced, lowestFamilyPrice, toCents } from '../features/pricing/pricing.ts';
import { DEFAULT_REGION } from '../schemas/regions.ts';
import { imageLookup, productJsonLd } from '../features/seo/build-seo.ts';

/** Product JSON-LD with one Offer at the region's lowest counted price (none for agency-priced products); `siteUrl` is Astro.site. */
export function productJsonLdFor(ctx: RenderContext, product: ProductFamily, path: string, siteUrl: string): object[] {
  const region = ctx.region ?? DEFAULT_REGION;
  const price = isAgencyPriced(product, region) ? undefined : lowestFamilyPrice(product, region, new Date());
  const offer = price
    ? { price: centsToAmount(toCents(price.amount)), currency: price.currency, availability: 'InStock' as const }
    : undefined;
  const image = product.image ? imageLookup(ctx.content.imageAssets)(product.image) : undefined;
  return [productJsonLd(product, offer, { siteUrl, path, image })];
}
