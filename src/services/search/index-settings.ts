/**
 * What the embedded engine needs to know about an index (Algolia's index settings, the part it applies),
 * and the file format of an index declared by configuration (`SEARCH_DECLARED_INDEXES`, docs/search.md):
 * its name, settings, replicas for sorting, and its records. Pure: parsing only, no IO.
 */
import { z } from 'zod';

/** A record of any index: an object with an `objectID`; attributes are read by dotted paths (filters.ts `valuesAt`). */
export interface IndexedRecord {
  readonly objectID: string;
}

/** `asc(price)` / `desc(price)`: a standard replica's first ranking criterion (Algolia's exhaustive sort). */
const sortCriterion = z
  .string()
  .regex(/^(asc|desc)\([^()]+\)$/, 'a sort criterion is asc(attribute) or desc(attribute)');

export const indexSettingsSchema = z.strictObject({
  /** Attributes searched, most important first (Algolia: `searchableAttributes`); their text values are searched. */
  searchableAttributes: z.array(z.string().min(1)).min(1),
  /** Attributes with facet counts, filters and facet-value search (Algolia: `attributesForFaceting`, all `searchable(…)`). */
  attributesForFaceting: z.array(z.string().min(1)).default([]),
  /** Standard replicas: the same records under another name, sorted by `sort` first, relevance breaking ties. */
  replicas: z.array(z.strictObject({ name: z.string().min(1), sort: sortCriterion })).default([]),
});
export type IndexSettings = z.infer<typeof indexSettingsSchema>;

/** The sort of a replica, parsed from `asc(attr)` / `desc(attr)`. */
export interface ReplicaSort {
  attribute: string;
  order: 'asc' | 'desc';
}

export function replicaSortOf(criterion: string): ReplicaSort {
  const match = /^(asc|desc)\((.+)\)$/.exec(criterion);
  if (!match?.[2]) throw new Error(`Not a sort criterion: ${criterion}`);
  return { order: match[1] === 'desc' ? 'desc' : 'asc', attribute: match[2] };
}

/** A declared index file: `{ "name", "settings", "records": [{ "objectID", … }] }`. */
export const declaredIndexSchema = z.strictObject({
  name: z.string().min(1).max(256),
  settings: indexSettingsSchema,
  records: z.array(z.looseObject({ objectID: z.string().min(1) })),
});
export type DeclaredIndex = z.infer<typeof declaredIndexSchema>;
