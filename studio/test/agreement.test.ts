/**
 * The Studio's schema and the site's content contract (src/features/content/schemas) agree, field
 * for field: the same names, the same required fields, the same option values and compatible
 * types, for every document type, every block type and every object inside them.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchemas, documentSchemas, STUDIO_BLOCK_TYPE_ALIASES } from '../../src/features/content/schemas/index.ts';
import { blockMembers } from '../schema/blocks.ts';
import { documentTypes } from '../schema/index.ts';
import { isRequired, listValues, resolved, type Definition } from './schema-walk.ts';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  additionalProperties?: unknown;
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Fields Sanity itself keeps, not the editor. */
const SYSTEM_FIELDS = new Set(['_id', '_type', '_key', '_createdAt', '_updatedAt', '_ref']);
/** Where the two differ on purpose, and why. */
const KNOWN_DIFFERENCES: Record<string, string> = {
  'globalised.iban':
    'a globalised region ("every region") has no code of its own; the site reads both region types with one schema',
};

const JSON_TYPE_OF_STUDIO_TYPE: Record<string, string[]> = {
  string: ['string'],
  text: ['string'],
  url: ['string'],
  email: ['string'],
  date: ['string'],
  datetime: ['string'],
  number: ['number', 'integer'],
  boolean: ['boolean'],
  array: ['array'],
  object: ['object'],
  slug: ['object'],
  reference: ['object'],
  image: ['object'],
};

const enumOf = (json: JsonSchema): (string | number)[] | undefined =>
  json.enum ??
  (json.anyOf?.every((member) => member.const !== undefined) ? json.anyOf.map((member) => member.const!) : undefined);

/** Every disagreement between a Studio object (its fields) and the site's JSON schema for it. */
function compareObject(label: string, fields: readonly Definition[], json: JsonSchema, found: string[]): void {
  const siteFields = Object.keys(json.properties ?? {}).filter((name) => !SYSTEM_FIELDS.has(name));
  const studioFields = fields.map((field) => field.name ?? '');
  for (const name of siteFields)
    if (!studioFields.includes(name) && !KNOWN_DIFFERENCES[`${label}.${name}`])
      found.push(`${label}.${name}: the site reads it, the Studio has no such field`);
  for (const field of fields) {
    const name = field.name ?? '';
    const site = json.properties?.[name];
    if (!site) {
      found.push(`${label}.${name}: the Studio writes it, the site does not read it`);
      continue;
    }
    compareField(`${label}.${name}`, field, site, (json.required ?? []).includes(name), found);
  }
}

function compareField(
  label: string,
  studio: Definition,
  site: JsonSchema,
  siteRequires: boolean,
  found: string[],
): void {
  const field = resolved(studio);
  if (isRequired(field) !== siteRequires)
    found.push(`${label}: required in the ${siteRequires ? 'site but not the Studio' : 'Studio but not the site'}`);
  const siteType = site.type ?? (enumOf(site) ? typeof enumOf(site)![0] : undefined);
  const expected = JSON_TYPE_OF_STUDIO_TYPE[field.type];
  if (siteType && expected && !expected.includes(siteType))
    found.push(`${label}: the Studio's ${field.type} is a ${siteType} to the site`);
  const siteValues = enumOf(site);
  const studioValues = listValues(field);
  if (siteValues && !studioValues)
    found.push(`${label}: the site takes only ${siteValues.join(', ')}; the Studio offers no list`);
  if (siteValues && studioValues && [...siteValues].sort().join() !== [...studioValues].sort().join()) {
    found.push(`${label}: options ${studioValues.join(', ')} in the Studio, ${siteValues.join(', ')} in the site`);
  }
  if (field.type === 'object' && field.fields) compareObject(label, field.fields, site, found);
  if (field.type === 'image')
    compareObject(
      label,
      field.fields ?? [],
      {
        ...site,
        properties: Object.fromEntries(Object.entries(site.properties ?? {}).filter(([name]) => name !== 'asset')),
      },
      found,
    );
  if (field.type === 'array' && field.of && site.items) compareArray(label, field.of, site.items, found);
}

function compareArray(label: string, members: readonly Definition[], items: JsonSchema, found: string[]): void {
  if (members === blockMembers) return; // block arrays: each block type is compared on its own below
  const objects = members.filter((member) => resolved(member).type === 'object');
  if (objects.length === 1 && items.properties && items.additionalProperties === undefined)
    compareObject(`${label}[]`, resolved(objects[0]!).fields ?? [], items, found);
  const single = members.length === 1 ? members[0]! : undefined;
  if (single && single.type === 'string') {
    const siteValues = enumOf(items);
    const studioValues = listValues(single);
    if (siteValues && [...siteValues].sort().join() !== [...(studioValues ?? [])].sort().join())
      found.push(`${label}[]: options differ (${studioValues?.join(', ')} / ${siteValues.join(', ')})`);
  }
}

describe('the Studio schema and the site agree', () => {
  it('on the document types', () => {
    const studioTypes = (documentTypes as unknown as Definition[]).map((type) => type.name);
    const siteTypes = Object.keys(documentSchemas).filter((type) => !type.startsWith('sanity.'));
    expect(studioTypes.sort()).toEqual(siteTypes.sort());
  });

  it.each((documentTypes as unknown as Definition[]).map((type) => [type.name ?? '', type] as const))(
    'on every field of %s',
    (name, type) => {
      const found: string[] = [];
      compareObject(
        name,
        type.fields ?? [],
        jsonSchemaOf(documentSchemas[name as keyof typeof documentSchemas]),
        found,
      );
      expect(found).toEqual([]);
    },
  );

  it('on the block types: the same 20, under the names the Studio may use', () => {
    const studioBlocks = (blockMembers as unknown as Definition[]).map(
      (member) => STUDIO_BLOCK_TYPE_ALIASES[member.name ?? ''] ?? member.name,
    );
    expect(studioBlocks.sort()).toEqual(Object.keys(blockSchemas).sort());
  });

  it.each((blockMembers as unknown as Definition[]).map((member) => [member.name ?? '', member] as const))(
    'on every field of the %s block',
    (name, member) => {
      const found: string[] = [];
      const siteName = STUDIO_BLOCK_TYPE_ALIASES[name] ?? name;
      compareObject(
        name,
        member.fields ?? [],
        jsonSchemaOf(blockSchemas[siteName as keyof typeof blockSchemas]),
        found,
      );
      expect(found).toEqual([]);
    },
  );

  it('would notice a difference: a field the site does not read, a required field the Studio leaves optional', () => {
    const found: string[] = [];
    compareObject(
      'region',
      [
        { name: 'iban', type: 'string', options: { list: ['nz', 'au'] } },
        { name: 'title', type: 'string' },
        { name: 'colour', type: 'string' },
      ],
      jsonSchemaOf(documentSchemas.region),
      found,
    );
    compareObject('redirect', [{ name: 'fromPath', type: 'string' }], jsonSchemaOf(documentSchemas.redirect), found);
    expect(found).toEqual(
      expect.arrayContaining([
        'region.hrefLang: the site reads it, the Studio has no such field',
        'region.colour: the Studio writes it, the site does not read it',
        'redirect.fromPath: required in the site but not the Studio',
      ]),
    );
  });
});
