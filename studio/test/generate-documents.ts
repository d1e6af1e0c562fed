/**
 * Random documents of every Studio document type, made from the Studio's schema definitions: each
 * required field filled, each optional one present or not, values from option lists and in the
 * forms the Studio's rules ask for (slugs, amounts, dates, paths, identifiers). A seeded generator,
 * so a failure can be replayed.
 */
import { blockMembers } from '../schema/blocks.ts';
import { documentTypes } from '../schema/index.ts';
import { isRequired, listValues, resolved, ruleCalls, type Definition } from './schema-walk.ts';

export interface GeneratedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Mulberry32: small, seeded, good enough to pick test values. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'strata',
  'harbour',
  'kestrel',
  'civil',
  'bim',
  'survey',
  'render',
  'plant',
  'bridge',
  'river',
  'alpine',
  'coastal',
];

interface Context {
  next: () => number;
  /** Existing document ids by type, for references. */
  ids: ReadonlyMap<string, readonly string[]>;
  /** An image asset id images may refer to. */
  imageAssetId: string;
  counter: { value: number };
}

const pick = <T>(context: Context, items: readonly T[]): T => items[Math.floor(context.next() * items.length)]!;
const chance = (context: Context, p = 0.5): boolean => context.next() < p;
const words = (context: Context, count: number): string =>
  Array.from({ length: count }, () => pick(context, WORDS)).join(' ');
const uniqueSlug = (context: Context): string =>
  `gen-${words(context, 2).replace(/ /g, '-')}-${++context.counter.value}`;
const key = (context: Context): string => `k${Math.floor(context.next() * 1e9).toString(36)}${++context.counter.value}`;
const isoDate = (context: Context, year = 2027): string =>
  `${year}-${String(1 + Math.floor(context.next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(context.next() * 28)).padStart(2, '0')}`;

/** A value for a string field whose rules or name ask for a particular form. */
function stringValue(name: string, context: Context): string {
  switch (name) {
    case 'amount':
      return `${Math.floor(context.next() * 5000)}.${String(Math.floor(context.next() * 100)).padStart(2, '0')}`;
    case 'fromPath':
      return chance(context) ? `/old/${uniqueSlug(context)}/` : `/legacy/${uniqueSlug(context)}/*`;
    case 'toPath':
      return `/${uniqueSlug(context)}/`;
    case 'path':
      return '/get-in-touch/';
    case 'name':
      return `field_${words(context, 1)}_${context.counter.value++}`;
    case 'jsonLD':
      return JSON.stringify({ '@type': 'Organization', name: words(context, 2) });
    default:
      return words(context, 3);
  }
}

function referenceTo(definition: Definition, context: Context): { _type: 'reference'; _ref: string } | undefined {
  const candidates = (definition.to ?? []).flatMap(({ type }) => context.ids.get(type) ?? []);
  return candidates.length === 0 ? undefined : { _type: 'reference', _ref: pick(context, candidates) };
}

function portableText(context: Context): unknown[] {
  return [
    {
      _type: 'block',
      _key: key(context),
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: key(context), text: words(context, 6), marks: [] }],
    },
  ];
}

/** A value for one field, or undefined to leave it out. */
function valueOf(field: Definition, context: Context, parentValues: Record<string, unknown>): unknown {
  if (field.type === 'link') return { _type: 'link', path: '/get-in-touch/' }; // exactly one target
  const definition = resolved(field);
  const name = field.name ?? '';
  // Home pages sit at a region's root: the demo's own are the only ones a dataset can have.
  const options = listValues(definition)?.filter((value) => !(name === 'template' && value === 'home'));
  if (options) return pick(context, options);
  switch (definition.type) {
    case 'string':
      return stringValue(name, context);
    case 'text':
      return `${words(context, 8)}.\n\n${words(context, 5)}.`;
    case 'url':
      return `https://www.example.com/${uniqueSlug(context)}`;
    case 'email':
      return `${words(context, 1)}@tasmancad.example`;
    case 'date': {
      if (name === 'to' || name === 'endDate') return '2027-12-31';
      return isoDate(context);
    }
    case 'datetime':
      return `${isoDate(context)}T02:00:00.000Z`;
    case 'number': {
      const calls = ruleCalls(definition.validation);
      if (name === 'amountNum') return Number(parentValues['amount'] ?? 0);
      return calls.has('integer') ? 1 + Math.floor(context.next() * 5) : Math.round(context.next() * 1000);
    }
    case 'boolean':
      return chance(context);
    case 'slug':
      return { _type: 'slug', current: uniqueSlug(context) };
    case 'reference':
      return referenceTo(definition, context);
    case 'image': {
      const image: Record<string, unknown> = {
        _type: 'image',
        asset: { _type: 'reference', _ref: context.imageAssetId },
      };
      for (const child of definition.fields ?? []) image[child.name ?? ''] = words(context, 3);
      return image;
    }
    case 'array':
      return arrayValue(definition, context);
    case 'object':
      return objectValue(definition, context);
    default:
      throw new Error(`no generator for ${definition.type} (${name})`);
  }
}

function arrayValue(definition: Definition, context: Context): unknown[] | undefined {
  const members = definition.of ?? [];
  if (members.some((member) => member.type === 'block')) return portableText(context);
  const count = (isRequired(definition) ? 1 : 0) + Math.floor(context.next() * 3);
  const items: unknown[] = [];
  for (let index = 0; index < count; index++) {
    const member = members === blockMembers ? pick(context, members) : members[0]!;
    const value =
      member.type === 'object' || resolved(member).type === 'object'
        ? { _type: member.name ?? member.type, _key: key(context), ...(objectValue(resolved(member), context) ?? {}) }
        : member.type === 'reference'
          ? (() => {
              const reference = referenceTo(member, context);
              return reference && { ...reference, _key: key(context) };
            })()
          : valueOf(member, context, {});
    if (value !== undefined) items.push(value);
  }
  if (definition.validation && ruleCalls(definition.validation).has('unique'))
    return [...new Map(items.map((item) => [JSON.stringify({ ...(item as object), _key: '' }), item])).values()];
  return items.length > 0 || isRequired(definition) ? items : undefined;
}

function objectValue(definition: Definition, context: Context): Record<string, unknown> | undefined {
  const value: Record<string, unknown> = {};
  for (const field of definition.fields ?? []) {
    if (!isRequired(field) && !chance(context, 0.6)) continue;
    const fieldValue = valueOf(field, context, value);
    if (fieldValue !== undefined) value[field.name ?? ''] = fieldValue;
  }
  // A promo needs its validity (a warning in the Studio otherwise).
  const metadata = value['metadata'] as { is_promo?: boolean } | undefined;
  if (metadata?.is_promo && !value['validity']) value['validity'] = { from: '2027-01-01', to: '2027-12-31' };
  return value;
}

/**
 * `perType` documents of every Studio document type, referring to `existing` documents (by type)
 * and to each other; images refer to `imageAssetId`.
 */
export function generateDocuments(
  seed: number,
  perType: number,
  existing: ReadonlyMap<string, readonly string[]>,
  imageAssetId: string,
): GeneratedDocument[] {
  const context: Context = { next: random(seed), ids: existing, imageAssetId, counter: { value: 0 } };
  const documents: GeneratedDocument[] = [];
  for (const type of documentTypes as unknown as Definition[]) {
    if (type.name === 'siteConfig') continue; // one per dataset: the existing one
    for (let index = 0; index < perType; index++) {
      const body = objectValue(type, context) ?? {};
      documents.push({ _id: `gen-${type.name}-${index}`, _type: type.name ?? '', ...body });
    }
  }
  return documents;
}
