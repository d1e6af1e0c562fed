/**
 * Shapes of the client store (docs/requirements.md#client-store) and the schemas its stored values are read back with. The
 * account and order shapes are the shared concept schemas (src/schemas/); the cart line, region and
 * page context are the store's own. Objects are loose: stored shapes may carry more than the site
 * reads, and what they carry is kept. The store reads them back without zod (stored-shapes.ts): every
 * island reads the store when it starts.
 */
import type { StoredContact } from '../../schemas/contact.ts';
import type { WebOrderDocument } from '../../schemas/order.ts';
import type { RegionCode } from '../../schemas/region-code.ts';
import type { User } from '../../schemas/user.ts';
import type { CartLine } from './cart-line.ts';
import { readCartLine, readRegionCode, readUser, readWebOrder, type Reader } from './stored-shapes.ts';

export type { CartLine } from './cart-line.ts';

export type { RegionCode, User };
/** The CRM contact (server); `is_verified` and `marketingInfo` decide registration. */
export type Contact = StoredContact;
/** A web order as returned by the orders endpoint (docs/requirements.md#web-order); other fields are kept as they are. */
export type WebOrder = WebOrderDocument;

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

/** A type guard from a reader, for code that only asks whether a value has the shape. */
const passes =
  <T>(read: Reader<T>) =>
  (value: unknown): value is T =>
    read(value) !== undefined;

/** A region code the site serves (`nz`, `au`). */
export const isRegionCode = passes(readRegionCode);
/** A stored cart line: the fields the cart rules read. */
export const isCartLine = passes(readCartLine);
/** A web order: at least its id. */
export const isWebOrder = passes(readWebOrder);
/** A user document whose fields, where present, have the right types. */
export const isUser = passes(readUser);
