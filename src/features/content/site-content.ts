import { admitDocuments, type ContentProblem } from './admit.ts';
import {
  documentSchemas,
  describeProblems,
  type DocumentProblem,
  type Blog,
  type BlogCategory,
  type Form,
  type ImageAsset,
  type Industry,
  type Page,
  type ProductFamily,
  type Redirect,
  type Region,
  type SiteConfig,
  type TeamMember,
  type TrainingCourse,
} from './schemas/index.ts';

/** Content types the site renders (other types in a dataset are ignored). */
export const CONTENT_TYPES = Object.keys(documentSchemas);

/** Extra lists the GROQ queries return (order and joins the dataset decides). */
export interface QueriedLists {
  blogOrder: { _id: string }[];
  latestProductIds: string[];
}

/** The whole site's content, parsed, checked and indexed once per build (or per preview read). */
export interface SiteContent {
  siteConfig: SiteConfig;
  regions: Region[];
  pages: Page[];
  products: ProductFamily[];
  industries: Industry[];
  /** Newest first. */
  blogs: Blog[];
  blogCategories: BlogCategory[];
  team: TeamMember[];
  forms: Form[];
  trainingCourses: TrainingCourse[];
  redirects: Redirect[];
  /** The latest three products (`existsOnAlbi`), newest first. */
  latestProducts: ProductFamily[];
  /** Product ids per industry id: the industry's own list plus products that reference it. */
  industryProducts: ReadonlyMap<string, string[]>;
  byId: ReadonlyMap<string, ContentDocument>;
  imageAssets: ReadonlyMap<string, ImageAsset>;
  /** What was wrong with the content: documents left out, fields dropped (build warnings, preview panel). */
  problems: ContentProblem[];
}

export type ContentDocument =
  | SiteConfig
  | Region
  | Page
  | ProductFamily
  | Industry
  | Blog
  | BlogCategory
  | TeamMember
  | Form
  | TrainingCourse
  | Redirect
  | ImageAsset;

/** Content the site cannot be built from at all (no siteConfig, no home page): the message says what is missing. */
export class ContentValidationError extends Error {
  readonly problems: readonly DocumentProblem[];

  constructor(problems: readonly DocumentProblem[]) {
    super(
      `Content unusable, ${new Set(problems.map((p) => p._id)).size} document(s) at fault:\n${describeProblems(problems)}`,
    );
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

const byType = <T extends ContentDocument['_type']>(docs: ContentDocument[], type: T) =>
  docs.filter((doc): doc is Extract<ContentDocument, { _type: T }> => doc._type === type);

/**
 * Parse and index raw documents. A bad document is repaired or left out (`problems` says which, see
 * admit.ts); only content without a usable siteConfig throws ContentValidationError.
 */
export function buildSiteContent(raw: readonly { _id: string; _type: string }[], lists: QueriedLists): SiteContent {
  const { documents: docs, problems } = admitDocuments(raw);
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const siteConfig = byType(docs, 'siteConfig')[0];
  if (!siteConfig) {
    const own = problems.filter((problem) => problem._type === 'siteConfig');
    throw new ContentValidationError(
      own.length > 0
        ? own
        : [
            {
              _id: 'siteConfig',
              _type: 'siteConfig',
              field: '(document)',
              message: 'the siteConfig document is missing',
              path: [],
            },
          ],
    );
  }
  const blogsById = new Map(byType(docs, 'blog').map((blog) => [blog._id, blog]));
  const productsById = new Map(byType(docs, 'productFamily').map((product) => [product._id, product]));
  // Joined here, in one pass over the products: a GROQ `references()` per industry costs
  // industries × documents in groq-js (27 s on 10,000 documents).
  const referencing = new Map<string, string[]>();
  for (const product of byType(docs, 'productFamily')) {
    for (const ref of product.industries)
      referencing.set(ref._ref, [...(referencing.get(ref._ref) ?? []), product._id]);
  }
  const industryProducts = new Map(
    byType(docs, 'industry').map((industry) => [
      industry._id,
      [...new Set([...industry.products.map((ref) => ref._ref), ...(referencing.get(industry._id) ?? [])])],
    ]),
  );
  return {
    siteConfig,
    regions: docs.filter((doc): doc is Region => doc._type === 'region' || doc._type === 'globalised'),
    pages: byType(docs, 'page'),
    products: byType(docs, 'productFamily'),
    industries: byType(docs, 'industry'),
    blogs: lists.blogOrder.flatMap(({ _id }) => blogsById.get(_id) ?? []),
    blogCategories: byType(docs, 'blogCategory'),
    team: byType(docs, 'teamMember'),
    forms: byType(docs, 'form'),
    trainingCourses: byType(docs, 'trainingCourse'),
    redirects: byType(docs, 'redirect'),
    latestProducts: lists.latestProductIds.flatMap((id) => productsById.get(id) ?? []),
    industryProducts,
    byId,
    imageAssets: new Map(byType(docs, 'sanity.imageAsset').map((asset) => [asset._id, asset])),
    problems,
  };
}

/**
 * Whether the site can be built from the content: it needs a home page (a `page` with template `home`
 * and no region). Throws ContentValidationError saying so; anything less is a warning, not a failure.
 */
export function assertUsable(content: SiteContent): void {
  if (content.pages.some((page) => page.template === 'home' && !page.region)) return;
  throw new ContentValidationError([
    ...content.problems.filter((problem) => problem._type === 'page' && problem.outcome === 'left out'),
    {
      _id: '(none)',
      _type: 'page',
      field: 'template',
      message: 'no page with template "home" and no region: the site has no home page',
      path: [],
    },
  ]);
}

/**
 * The document with this id and type. The route table only names documents it found, so a miss is a
 * programming error, reported with the id and the expected type rather than rendered as a blank page.
 */
export function documentOf<T extends ContentDocument['_type']>(
  content: Pick<SiteContent, 'byId'>,
  id: string,
  type: T,
): Extract<ContentDocument, { _type: T }> {
  const document = content.byId.get(id);
  if (document?._type !== type)
    throw new Error(`Expected a ${type} with _id ${id}, found ${document?._type ?? 'nothing'}`);
  return document as Extract<ContentDocument, { _type: T }>;
}
