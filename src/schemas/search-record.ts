/**
 * A search record (docs/requirements.md#search search and the /products facets): what both search engines (the
 * embedded one and Algolia) index and answer. One index holds every kind; `kind` tells them apart.
 * The search port owns this contract; features/search/records.ts builds the records from the content.
 */
import * as z from 'zod/mini';
import { blogTypes } from './blog-type.ts';
import { regionCodeSchema } from './region-code.ts';

export const recordKinds = ['product', 'industry', 'blog', 'team', 'page'] as const;
export type RecordKind = (typeof recordKinds)[number];

export const searchRecordSchema = z.object({
  /** The document's `_id`. */
  objectID: z.string(),
  kind: z.enum(recordKinds),
  title: z.string(),
  /** A sentence or two: product description, industry summary, blog excerpt, job title, page intro. */
  description: z.string(),
  /** Other words a person may type: vendor, variant titles, department, SEO keywords. */
  keywords: z.string(),
  /** The site path the record links to. */
  url: z.string(),
  image: z.optional(z.string()),
  /** A short line above a card's title: the product's vendor. */
  eyebrow: z.optional(z.string()),
  /** The product's tag (a badge on its card). */
  tag: z.optional(z.string()),
  /**
   * Facet `industries.title`: the slugs of the product's industries plus its product type slug
   * (`software`, `hardware`, ...) for products; the industry's own slug for industries.
   */
  industries: z.object({ title: z.array(z.string()) }),
  /** Product category slug (`software`, `hardware`, ...); products only. */
  productType: z.optional(z.string()),
  blogType: z.optional(z.enum(blogTypes)),
  /** Region codes the record belongs to (empty: global). */
  region: z.array(regionCodeSchema),
  /** Products: "from $X excl. GST" in each region it is offered and priced in, as of the last publish. */
  fromPrice: z.optional(z.partialRecord(regionCodeSchema, z.string())),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;
