/**
 * Shapes of the client store (SPEC §3) and the schemas its stored values are read back with. The
 * account and order shapes are the shared concept schemas (src/schemas/); the cart line, region and
 * page context are the store's own. Objects are loose: stored shapes may carry more than the site
 * reads, and what they carry is kept. zod/mini, as src/schemas/text.ts explains: every island reads the store.
 */
import * as z from 'zod/mini';
import { storedContactSchema, type StoredContact } from '../../schemas/contact.ts';
import { webOrderDocumentSchema, type WebOrderDocument } from '../../schemas/order.ts';
import { regionCodeSchema, type RegionCode } from '../../schemas/region-code.ts';
import { userDocumentSchema, type User } from '../../schemas/user.ts';
import { cartLineSchema, type CartLine } from './cart-line.ts';

export { cartLinePriceSchema, cartLineSchema, type CartLine, type CartLinePrice } from './cart-line.ts';

export type { RegionCode, User };
/** The CRM contact (server); `is_verified` and `marketingInfo` decide registration. */
export type Contact = StoredContact;
/** A web order as returned by the orders endpoint (SPEC §3); other fields are kept as they are. */
export type WebOrder = WebOrderDocument;

/** A region as the region switcher and suggestion dialog know it: at least a title. */
export const storedRegionSchema = z.looseObject({
  _id: z.optional(z.string()),
  _type: z.optional(z.string()),
  /** The region's code; `globalised` regions have none. */
  iban: z.optional(regionCodeSchema),
  title: z.string(),
  hrefLang: z.optional(z.string()),
});
export type StoredRegion = z.infer<typeof storedRegionSchema>;

/** What the current page is, for islands that need it (region, path, template, document). */
export const pageContextSchema = z.looseObject({
  path: z.optional(z.string()),
  region: z.optional(regionCodeSchema),
  template: z.optional(z.string()),
});
export type PageContext = z.infer<typeof pageContextSchema>;

/** The buy-now selections (not persisted): the chosen licensing and service lines, if any. */
export interface CartState {
  licensing?: CartLine | undefined;
  service?: CartLine | undefined;
}

/** Hosted-search facet filters: attribute to selected values (e.g. `industries.title`). */
export type SearchFacet = Record<string, string[]>;

/** The form a drawer shows: a CMS form document (formDrawer) or the agency enquiry form. */
export interface CurrentForm {
  _id: string;
  [field: string]: unknown;
}

/** A type guard from a schema, for code that only asks whether a value has the shape. */
const passes = <T>(schema: z.ZodMiniType<T>) => (value: unknown): value is T => schema.safeParse(value).success;

/** A region code the site serves (`nz`, `au`). */
export const isRegionCode = passes(regionCodeSchema);
/** A stored cart line: the fields the cart rules read. */
export const isCartLine = passes(cartLineSchema);
/** A web order: at least its id. */
export const isWebOrder = passes(webOrderDocumentSchema);
/** A user document whose fields, where present, have the right types. */
export const isUser = passes(userDocumentSchema);
/** A contact whose fields, where present, have the right types. */
export const isContact = passes(storedContactSchema);
