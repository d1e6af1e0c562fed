import { joinPath, regionCodesOf, regionOfPath } from './site-routes.ts';
import { DEFAULT_REGION } from '../../schemas/regions.ts';
import type { Link, RegionCode } from './schemas/index.ts';
import type { ContentDocument, SiteContent } from './site-content.ts';

export interface LinkContext {
  /** The region the visitor is browsing (the page's region); undefined on global pages. */
  region?: RegionCode | undefined;
  content: Pick<SiteContent, 'byId'>;
  knownPaths: ReadonlySet<string>;
}

/** `/app` and everything under it, whatever query or hash follows. */
const isAppPath = (path: string): boolean => /^\/app(?:[/?#]|$)/.test(path);

/** A region-prefixed variant of a plain path if the site serves one, else the path if served, else nothing. */
function knownPath(path: string, ctx: LinkContext): string | undefined {
  const [pathname = '', suffix = ''] = splitSuffix(path);
  const normal = joinPath(pathname);
  if (ctx.region && !normal.startsWith(`/${ctx.region}/`)) {
    const regional = joinPath(ctx.region, pathname);
    if (ctx.knownPaths.has(regional)) return regional + suffix;
  }
  return ctx.knownPaths.has(normal) ? normal + suffix : undefined;
}

/** Split `/a/b?x=1#c` into the path and its `?query#hash` suffix. */
function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/** The path of an internal link's target document, by the link rules of docs/requirements.md#link-resolution. */
function documentPath(target: ContentDocument, ctx: LinkContext): string | undefined {
  switch (target._type) {
    case 'productFamily':
      // Product links are always regional: au stays au, anything else falls back to nz.
      return (
        knownPath(joinPath(ctx.region === 'au' ? 'au' : DEFAULT_REGION, 'products', target.slug.current), ctx) ??
        knownPath(joinPath('products', target.slug.current), { ...ctx, region: undefined })
      );
    case 'industry':
      return knownPath(joinPath(target.slug.current), ctx);
    case 'blog':
      return knownPath(joinPath('knowledge-hub', target.slug.current), { ...ctx, region: undefined });
    case 'trainingCourse':
      return knownPath(joinPath(target.region.toLowerCase(), 'training-course', target.slug.current), {
        ...ctx,
        region: undefined,
      });
    case 'region':
      return target.iban ? knownPath(joinPath(target.iban), { ...ctx, region: undefined }) : undefined;
    case 'globalised':
      return knownPath(joinPath(ctx.region), { ...ctx, region: undefined });
    case 'page': {
      const slug = target.template === 'home' ? '' : target.slug.current;
      if (!target.region) return knownPath(joinPath(slug), ctx);
      const regions = regionCodesOf([target.region], ctx.content);
      const region = ctx.region && regions.includes(ctx.region) ? ctx.region : regions[0];
      return region ? knownPath(joinPath(region, slug), { ...ctx, region }) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Resolve a link field to an href (docs/requirements.md#link-resolution): external URLs as they are; /app paths with no region
 * prefix; other paths and documents get the active region's prefix where the site serves one.
 * A link to something the site does not serve resolves to nothing (`undefined`).
 */
export function resolveLink(link: Link | undefined, ctx: LinkContext): string | undefined {
  if (!link) return undefined;
  if (link.external) return link.external;
  if (link.path) return isAppPath(link.path) ? link.path : knownPath(link.path, ctx);
  if (link.internal) {
    const target = ctx.content.byId.get(link.internal._ref);
    return target ? documentPath(target, ctx) : undefined;
  }
  return undefined;
}

/**
 * Where the header's region switcher takes a visitor on the page at `path` who picks `target`
 * (a region, or undefined for Global): the same page in that region when the site serves it there
 * (`/nz/products/kestrel-civil/` to `/au/products/kestrel-civil/`), otherwise that region's home
 * (`/au/`, or `/` for Global). A query or hash of `path` is not carried over.
 */
export function regionSwitchPath(
  path: string,
  target: RegionCode | undefined,
  knownPaths: ReadonlySet<string>,
): string {
  const [pathname = '/'] = splitSuffix(path);
  const normal = joinPath(pathname);
  const current = regionOfPath(normal);
  const base = current ? joinPath(normal.slice(current.length + 1)) : normal;
  const candidate = target ? joinPath(target, base) : base;
  if (!isAppPath(base) && knownPaths.has(candidate)) return candidate;
  return target ? joinPath(target) : '/';
}
