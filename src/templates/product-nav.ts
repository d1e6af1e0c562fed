import type { RenderContext } from '../features/content/render-context.ts';
import type { ProductFamily } from '../features/content/schemas/index.ts';
import { joinPath, type ProductSubpage } from '../features/content/site-routes.ts';
import type { SubHeader } from '../layouts/types.ts';

const LABELS: Record<ProductSubpage, string> = {
  overview: 'Overview',
  features: 'Features',
  technical: 'Technical',
  services: 'Services',
  'buy-now': 'Buy now',
};
const ORDER: ProductSubpage[] = ['overview', 'features', 'technical', 'services', 'buy-now'];

/** The product's base path for the page's region (`/products/x/` or `/nz/products/x/`). */
export const productBase = (ctx: RenderContext, product: ProductFamily): string =>
  joinPath(ctx.region, 'products', product.slug.current);

/**
 * The product sub-header: the sub-pages the site serves for this product (by the route table),
 * and the buy action — 'Enquire now' for agency-priced products.
 */
export function productSubHeader(
  ctx: RenderContext,
  product: ProductFamily,
  current: ProductSubpage,
  agencyPriced: boolean,
): SubHeader {
  const base = productBase(ctx, product);
  const hasOverview = product.overview.length > 0;
  const links = ORDER.filter((page) => page !== 'overview' || hasOverview)
    .map((page) => ({ page, href: page === 'overview' ? base : joinPath(base, page) }))
    .filter(({ href }) => ctx.knownPaths.has(href))
    .map(({ page, href }) => ({ label: LABELS[page], href, current: page === current }));
  const buyNow = joinPath(base, 'buy-now');
  const action = agencyPriced
    ? { label: 'Enquire now', href: buyNow }
    : ctx.knownPaths.has(buyNow) && current !== 'buy-now'
      ? { label: 'Buy now', href: buyNow }
      : undefined;
  return { title: product.title, links, action };
}
