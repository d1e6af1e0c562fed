/**
 * Small builders for the shapes every module repeats: documents, references, slugs, links, blocks
 * and prices. They produce plain JSON in Sanity's export shape; the zod schemas in
 * src/features/content/schemas/ stay the judge of what is valid.
 */
import { key } from './random.ts';

/** A raw dataset document. */
export interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A JSON object (block, link, image...). */
export type Obj = Record<string, unknown>;

/** A document with fixed creation and update stamps (no clock reads). */
export const doc = (_type: string, _id: string, fields: Obj, createdAt = '2025-06-02T09:00:00Z'): Doc => ({
  _id,
  _type,
  _createdAt: createdAt,
  _updatedAt: createdAt,
  ...fields,
});

export const ref = (id: string): Obj => ({ _type: 'reference', _ref: id });
/** A reference as an array item (arrays of objects carry a `_key`). */
export const refItem = (id: string): Obj => ({ _type: 'reference', _ref: id, _key: key() });
export const refs = (ids: readonly string[]): Obj[] => ids.map(refItem);
export const slug = (current: string): Obj => ({ _type: 'slug', current });

/** A link to a document, resolved by the link rules (region prefix, product fallback to /nz...). */
export const linkTo = (id: string): Obj => ({ _type: 'link', internal: ref(id) });
/** A link to a plain site path (region-prefixed where the site serves a regional variant). */
export const linkPath = (path: string): Obj => ({ _type: 'link', path });
export const cta = (label: string, link: Obj): Obj => ({ label, link });

/** A block of a block array: its `_type`, a fresh `_key` and its fields. */
export const block = (_type: string, fields: Obj): Obj => ({ _type, _key: key(), ...fields });
/** An item of an array of objects, with a fresh `_key`. */
export const item = (fields: Obj): Obj => ({ _key: key(), ...fields });

export type Currency = 'NZD' | 'AUD' | 'USD';
const TERRITORY: Record<Currency, string> = { NZD: 'NZ', AUD: 'AU', USD: 'US' };

export interface PriceOptions {
  promo?: { from: string; to: string; attributes: readonly { id: string; value: string }[] };
  agency?: boolean;
}

/** A price with `amount` as a 2-decimal string and the same value in `amountNum` (built from cents). */
export function price(priceId: string, currency: Currency, cents: number, options: PriceOptions = {}): Obj {
  const amount = (cents / 100).toFixed(2);
  return {
    _key: key(),
    currency,
    amount,
    amountNum: Number(amount),
    price_id: priceId,
    territories: [TERRITORY[currency]],
    ...(options.promo ? { validity: { from: options.promo.from, to: options.promo.to } } : {}),
    metadata: {
      is_promo: Boolean(options.promo),
      is_agency: options.agency ?? false,
      attribute_values: options.promo ? options.promo.attributes.map((value) => ({ ...value })) : [],
    },
  };
}

/** XML text escaping for SVG. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `Strata BIM` -> `strata-bim`. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
