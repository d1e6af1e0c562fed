import {
  documentSchemas, validateDocuments, describeProblems,
  type Blog, type BlogCategory, type Form, type ImageAsset, type Industry, type Page, type ProductFamily,
  type Redirect, type Region, type SiteConfig, type TeamMember, type TrainingCourse,
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
  industryProducts: Map<string, string[]>;
  byId: Map<string, ContentDocument>;
  imageAssets: Map<string, ImageAsset>;
}

export type ContentDocument =
  | SiteConfig | Region | Page | ProductFamily | Industry | Blog | BlogCategory | TeamMember | Form
  | TrainingCourse | Redirect | ImageAsset;

/** A dataset that fails validation: the message names every bad document's _id, _type and field. */
export class ContentValidationError extends Error {
  readonly problems: ReturnType<typeof validateDocuments>;

  constructor(problems: ReturnType<typeof validateDocuments>) {
    super(`Content validation failed for ${new Set(problems.map((p) => p._id)).size} document(s):\n${describeProblems(problems)}`);
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

const byType = <T extends ContentDocument['_type']>(docs: ContentDocument[], type: T) =>
  docs.filter((doc): doc is Extract<ContentDocument, { _type: T }> => doc._type === type);

/** Parse and index raw documents; throws ContentValidationError listing every bad document. */
export function buildSiteContent(raw: readonly { _id: string; _type: string }[], lists: QueriedLists): SiteContent {
  const problems = validateDocuments(raw);
  if (problems.length > 0) throw new ContentValidationError(problems);
  const docs = raw.flatMap((doc): ContentDocument[] => {
    const schema = documentSchemas[doc._type as keyof typeof documentSchemas];
    return schema ? [schema.parse(doc)] : [];
  });
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const siteConfig = byType(docs, 'siteConfig')[0];
  if (!siteConfig) {
    throw new ContentValidationError([{ _id: 'siteConfig', _type: 'siteConfig', field: '(document)', message: 'the siteConfig document is missing' }]);
  }
  const blogsById = new Map(byType(docs, 'blog').map((blog) => [blog._id, blog]));
  const productsById = new Map(byType(docs, 'productFamily').map((product) => [product._id, product]));
  // Joined here, in one pass over the products: a GROQ `references()` per industry costs
  // industries × documents in groq-js (27 s on 10,000 documents).
  const referencing = new Map<string, string[]>();
  for (const product of byType(docs, 'productFamily')) {
    for (const ref of product.industries) referencing.set(ref._ref, [...(referencing.get(ref._ref) ?? []), product._id]);
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
  };
}

/**
 * The document with this id and type. The route table only names documents it found, so a miss is a
 * programming error, reported with the id and the expected type rather than rendered as a blank page.
 */
export function documentOf<T extends ContentDocument['_type']>(
  content: Pick<SiteContent, 'byId'>, id: string, type: T,
): Extract<ContentDocument, { _type: T }> {
  const document = content.byId.get(id);
  if (document?._type !== type) throw new Error(`Expected a ${type} with _id ${id}, found ${document?._type ?? 'nothing'}`);
  return document as Extract<ContentDocument, { _type: T }>;
}
