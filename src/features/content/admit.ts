/**
 * Tolerant reading of content: one bad document or field never takes the site down.
 * A document that fails its schema is repaired by dropping what is at fault (a bad item of an array,
 * else the bad top-level field); if it still fails, because what it cannot exist without is missing
 * or bad (`_id`, `_type`, a routed slug), only that document is left out. Every problem is kept, named
 * by `_id`, `_type` and field, for the build log and the preview's panel.
 */
import type { z } from 'zod';
import { documentSchemas, validateDocuments, type DocumentProblem } from './schemas/index.ts';

/** A parsed document of any type the site renders (site-content.ts calls it ContentDocument). */
type AdmittedDocument = z.output<(typeof documentSchemas)[keyof typeof documentSchemas]>;

/** A problem with a document, and what was done about it. */
export interface ContentProblem extends DocumentProblem {
  /** `left out`: the document is not on the site; `field dropped`: it is, without the bad field. */
  outcome: 'left out' | 'field dropped';
}

/** Fields a document cannot be repaired without: dropping them would leave nothing to route or name. */
const ESSENTIAL_FIELDS = new Set<PropertyKey>(['_id', '_type', 'slug']);

export type RawDocument = { _id: string; _type: string } & Record<string, unknown>;

/** The document without the fields (or array items) the problems name; undefined when it cannot be repaired. */
export function withoutBadFields(document: RawDocument, problems: readonly DocumentProblem[]): RawDocument | undefined {
  const repaired: Record<string, unknown> = structuredClone(document);
  const dropItems = new Map<string, Set<number>>();
  for (const { path } of problems) {
    const [field, index] = path;
    if (field === undefined || ESSENTIAL_FIELDS.has(field) || typeof field !== 'string') return undefined;
    if (typeof index === 'number' && Array.isArray(repaired[field]))
      dropItems.set(field, (dropItems.get(field) ?? new Set()).add(index));
    else delete repaired[field];
  }
  for (const [field, indexes] of dropItems) {
    const items = repaired[field];
    if (Array.isArray(items)) repaired[field] = items.filter((_, index) => !indexes.has(index));
  }
  return repaired as RawDocument;
}

const isKnownType = (type: string): type is keyof typeof documentSchemas => Object.hasOwn(documentSchemas, type);

/**
 * Parse the documents of the types the site renders (others are ignored), repairing or leaving out
 * bad ones. Returns the parsed documents and every problem found.
 */
export function admitDocuments(raw: readonly { _id: string; _type: string }[]): {
  documents: AdmittedDocument[];
  problems: ContentProblem[];
} {
  const documents: AdmittedDocument[] = [];
  const problems: ContentProblem[] = [];
  for (const document of raw as readonly RawDocument[]) {
    const admitted = admitDocument(document);
    if (!admitted) continue;
    if (admitted.document) documents.push(admitted.document);
    problems.push(...admitted.problems);
  }
  return { documents, problems };
}

/** One document admitted: parsed (or undefined when left out) and its problems. */
export interface Admitted {
  document: AdmittedDocument | undefined;
  problems: readonly ContentProblem[];
}

/**
 * Admissions by raw document: the copy of the content an instance holds keeps an unchanged document's
 * object across publishes, so a publish parses only the documents it changed.
 */
const admissions = new WeakMap<RawDocument, Admitted>();

/** Parse one document of a type the site renders (undefined for other types), repairing it where it can. */
export function admitDocument(document: RawDocument): Admitted | undefined {
  if (!isKnownType(document._type)) return undefined;
  const known = admissions.get(document);
  if (known) return known;
  const schema = documentSchemas[document._type];
  const first = schema.safeParse(document);
  let admitted: Admitted;
  if (first.success) {
    admitted = { document: first.data, problems: [] };
  } else {
    const found = validateDocuments([document]);
    const repaired = withoutBadFields(document, found);
    const second = repaired ? schema.safeParse(repaired) : undefined;
    const outcome = second?.success ? 'field dropped' : 'left out';
    admitted = {
      document: second?.success ? second.data : undefined,
      problems: found.map((problem) => ({ ...problem, outcome }) as const),
    };
  }
  admissions.set(document, admitted);
  return admitted;
}

/** Build-log lines, one per problem: `_id (_type) field: message — left out`. */
export const describeContentProblems = (problems: readonly ContentProblem[]): string =>
  problems.map((p) => `  ${p._id} (${p._type}) ${p.field}: ${p.message} — ${p.outcome}`).join('\n');
