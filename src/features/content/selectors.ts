/**
 * Pure selectors: what each list-showing block (and template) shows, chosen from the already loaded,
 * indexed content. No IO, no framework: the GROQ queries ran once per build (see `queries.ts`).
 */
import { isPublishedId, publishedIdOf } from '../../schemas/document-id.ts';
import { RELATED_BLOGS_BLOCK_MAX, RELATED_PRODUCTS_LIMIT } from '../../lib/ui/constants.ts';
import { isListedProduct, regionCodesOf } from './site-routes.ts';
import type {
  Blog,
  BlogType,
  ImageAsset,
  Industry,
  ProductFamily,
  Reference,
  RegionCode,
  SanityImage,
  TeamMember,
  TrainingCourse,
} from './schemas/index.ts';
import type { ContentDocument, SiteContent } from './site-content.ts';

/** How many blogs a list shows (docs/requirements.md#timings-and-limits): 4 by default, 3 for a specific type, 5 for webinars (watch). */
export function blogListLimit(blogType?: BlogType): number {
  if (!blogType) return 4;
  return blogType === 'watch' ? 5 : 3;
}

/** The related-blogs block shows the list limit of its type, at most `RELATED_BLOGS_BLOCK_MAX` (3). */
export const relatedBlogsBlockLimit = (blogType?: BlogType): number =>
  Math.min(blogListLimit(blogType), RELATED_BLOGS_BLOCK_MAX);

const BLOG_TAG_LABELS: Record<BlogType, string> = {
  video: 'Video',
  watch: 'Webinar',
  read: 'Article',
  download: 'White paper',
  howTo: 'How to',
};

/** The tag shown on a blog card and page (docs/requirements.md#blogs-and-gated-content): Video, Webinar, Article, White paper, How to. */
export const blogTagLabel = (blogType: BlogType): string => BLOG_TAG_LABELS[blogType];

export interface RelatedBlogsOptions {
  /** The document the page shows; never listed as related to itself (nor its draft). */
  currentId?: string | undefined;
  /** Only blogs of this type. */
  blogType?: BlogType | undefined;
  limit: number;
}

/**
 * Related blogs: blogs (any type, or the given one), not drafts, not the current document, newest first.
 * `blogs` arrive newest first (the GROQ query orders them), so the order is kept as it is.
 */
export function relatedBlogs(blogs: readonly Blog[], { currentId, blogType, limit }: RelatedBlogsOptions): Blog[] {
  const current = currentId === undefined ? undefined : publishedIdOf(currentId);
  return blogs
    .filter((blog) => isPublishedId(blog._id))
    .filter((blog) => blog._id !== current)
    .filter((blog) => !blogType || blog.blogType === blogType)
    .slice(0, Math.max(0, limit));
}

/**
 * Team members with expertise in a product family (by the family document's `_id`), ordered by name;
 * every member when no family is given.
 */
export function teamByExpertise(team: readonly TeamMember[], productFamilyId?: string): TeamMember[] {
  const members = productFamilyId
    ? team.filter((member) => member.expertise.some((ref) => ref._ref === productFamilyId))
    : [...team];
  return members.sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

type ProductLookup = Pick<SiteContent, 'byId' | 'latestProducts'>;

/** Documents of one type referenced by a list of references, in the references' order; missing ones skipped. */
function referenced<K extends ContentDocument['_type']>(
  refs: readonly Pick<Reference, '_ref'>[],
  content: Pick<SiteContent, 'byId'>,
  type: K,
): Extract<ContentDocument, { _type: K }>[] {
  return refs.flatMap((ref) => {
    const doc = content.byId.get(ref._ref);
    return doc?._type === type ? [doc as Extract<ContentDocument, { _type: K }>] : [];
  });
}

/**
 * Products a products-preview block shows: the referenced products (listed ones only, Freight never),
 * or, with no references, the latest three (`existsOnAlbi`, newest first). On a regional page only
 * products offered in that region (an AU-only product is not offered on the NZ home).
 */
export function previewProducts(
  content: ProductLookup,
  refs?: readonly Reference[],
  region?: RegionCode,
): ProductFamily[] {
  const shown = (product: ProductFamily) =>
    isListedProduct(product) && (!region || regionCodesOf(product.regions, content).includes(region));
  if (refs && refs.length > 0) return referenced(refs, content, 'productFamily').filter(shown);
  return content.latestProducts.filter(shown).slice(0, RELATED_PRODUCTS_LIMIT);
}

/** Industries an industries-preview block shows: the referenced ones, or all of them. */
export function previewIndustries(
  content: Pick<SiteContent, 'byId' | 'industries'>,
  refs?: readonly Reference[],
): Industry[] {
  return refs && refs.length > 0 ? referenced(refs, content, 'industry') : [...content.industries];
}

/** The listed products of an industry: its own list plus the products that reference it. */
export function productsForIndustry(
  content: Pick<SiteContent, 'byId' | 'industryProducts'>,
  industryId: string,
): ProductFamily[] {
  const ids = content.industryProducts.get(industryId) ?? [];
  return referenced(
    ids.map((_ref) => ({ _ref })),
    content,
    'productFamily',
  ).filter(isListedProduct);
}

/** A course region (`AU`/`NZ`) from a site region code or a course region. */
export const courseRegion = (region: RegionCode | 'AU' | 'NZ'): 'AU' | 'NZ' =>
  region.toUpperCase() === 'AU' ? 'AU' : 'NZ';

/**
 * Training courses of a region (and a category, compared case-insensitively), soonest first, then by title.
 */
export function coursesFor(
  courses: readonly TrainingCourse[],
  region: RegionCode | 'AU' | 'NZ',
  category?: string,
): TrainingCourse[] {
  const code = courseRegion(region);
  const wanted = category?.trim().toLowerCase();
  return (
    courses
      .filter((course) => course.region === code)
      .filter((course) => !wanted || course.category.toLowerCase() === wanted)
      // Undated courses (dates to be announced) come last.
      .sort(
        (a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999') || a.title.localeCompare(b.title, 'en'),
      )
  );
}

/** Courses grouped by category, categories in alphabetical order, each keeping the courses' order. */
export function groupByCategory(courses: readonly TrainingCourse[]): { category: string; courses: TrainingCourse[] }[] {
  const groups = new Map<string, TrainingCourse[]>();
  for (const course of courses) groups.set(course.category, [...(groups.get(course.category) ?? []), course]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([category, list]) => ({ category, courses: list }));
}

/** The locale dates are written in for a region (`en-AU` for Australia, `en-NZ` otherwise). */
export const regionLocale = (region: RegionCode | 'AU' | 'NZ' | undefined): 'en-AU' | 'en-NZ' =>
  region?.toUpperCase() === 'AU' ? 'en-AU' : 'en-NZ';

const utcDate = (iso: string): Date => new Date(`${iso}T12:00:00Z`);
const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A `YYYY-MM-DD` date as the region writes it (`5 Mar 2026`); the calendar date, whatever the server's zone. */
export const formatDate = (iso: string, locale: string = 'en-NZ'): string => dateFormat(locale).format(utcDate(iso));

/** A date range as the region writes it (`3–5 Mar 2026`); a one-day range is one date. */
export function formatDateRange(startIso: string, endIso: string, locale: string = 'en-NZ'): string {
  if (endIso <= startIso) return formatDate(startIso, locale);
  return dateFormat(locale).formatRange(utcDate(startIso), utcDate(endIso));
}

/** The `sanity.imageAsset` an image refers to, or undefined when the asset is missing. */
export function imageAsset(
  image: SanityImage | undefined,
  assets: ReadonlyMap<string, ImageAsset>,
): ImageAsset | undefined {
  return image ? assets.get(image.asset._ref) : undefined;
}

/** Shown for a course whose dates are not in the content yet. */
export const DATES_TO_BE_ANNOUNCED = 'Dates to be announced';
