/**
 * Shapes of the client store (SPEC §3). Deliberately permissive: the cart, accounts and checkout
 * features own the detail; the store only checks what it needs to keep stored data safe to read.
 */
import type { RegionCode } from '../content/schemas/index.ts';
import { REGIONS } from '../routing/site-routes.ts';
import {
  isBoolean, isNumber, isRecord, isString, oneOf, optional, shape, type Guard,
} from './guards.ts';

export type { RegionCode };

/** A region as the region switcher and suggestion dialog know it. */
export interface StoredRegion {
  _id?: string | undefined;
  _type?: string | undefined;
  iban?: RegionCode | undefined;
  title: string;
  hrefLang?: string | undefined;
}

/** A price as held by a cart line. */
export interface CartLinePrice {
  currency: string;
  amount: string;
  price_id: string;
  metadata?: Record<string, unknown> | undefined;
}

/** A cart line (SPEC §3). `product` carries what the cart rules need from the variant. */
export interface CartLine {
  /** A random id of the line. */
  lineitem_id: string;
  _key: string;
  product: {
    product_id: string;
    product_family_id?: string | undefined;
    product_category?: string | undefined;
    prices?: unknown[] | undefined;
    attribute_values?: { id: string; value: string }[] | undefined;
  };
  quantity: number;
  price: CartLinePrice;
  title: string;
  /** The page the line was added from. */
  pathname?: string | undefined;
}

/** The buy-now selections (not persisted): the chosen licensing and service lines, if any. */
export interface CartState {
  licensing?: CartLine | undefined;
  service?: CartLine | undefined;
}

/** A web order as returned by the orders endpoint (SPEC §3); other fields are kept as they are. */
export interface WebOrder {
  weborder_id: string;
  status?: string | undefined;
  payment_link?: string | undefined;
  line_items?: unknown[] | undefined;
  [field: string]: unknown;
}

/** The user document (SPEC §3, users/{uid}). */
export interface User {
  uid?: string | undefined;
  email?: string | undefined;
  emailVerified?: boolean | undefined;
  displayName?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  job_title?: string | undefined;
  phone?: string | undefined;
  mobilephone?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  companyName?: string | undefined;
  subscribeNewsletter?: boolean | undefined;
  agreePrivacyPolicy?: boolean | undefined;
  marketingInfo?: unknown;
  registrationCompleted?: boolean | undefined;
  is_verified?: boolean | undefined;
  /** Equals `uid`. */
  contact_id?: string | undefined;
}

/** The CRM contact (server); `is_verified` and `marketingInfo` decide registration. */
export interface Contact {
  contact_id?: string | undefined;
  is_verified?: boolean | undefined;
  marketingInfo?: unknown;
  [field: string]: unknown;
}

/** Hosted-search facet filters: attribute to selected values (e.g. `industries.title`). */
export type SearchFacet = Record<string, string[]>;

/** The form a drawer shows: a CMS form document (formDrawer) or the agency enquiry form. */
export interface CurrentForm {
  _id: string;
  [field: string]: unknown;
}

/** What the current page is, for islands that need it (region, path, template, document). */
export interface PageContext {
  path?: string | undefined;
  region?: RegionCode | undefined;
  template?: string | undefined;
  [field: string]: unknown;
}

/** A region code the site serves (`nz`, `au`). */
export const isRegionCode: Guard<RegionCode> = oneOf(REGIONS);

/** A stored region: at least a title. */
export const isStoredRegion = shape<StoredRegion>({
  _id: optional(isString),
  _type: optional(isString),
  iban: optional(isRegionCode),
  title: isString,
  hrefLang: optional(isString),
});

/** A stored cart line: the fields the cart rules read. */
export const isCartLine = shape<CartLine>({
  lineitem_id: isString,
  _key: isString,
  product: (value): value is CartLine['product'] => isRecord(value) && isString(value['product_id']),
  quantity: isNumber,
  price: shape<CartLinePrice>({ currency: isString, amount: isString, price_id: isString, metadata: optional(isRecord) }),
  title: isString,
  pathname: optional(isString),
});

/** A stored web order: at least its id. */
export const isWebOrder = (value: unknown): value is WebOrder => isRecord(value) && isString(value['weborder_id']);

/** A stored user: an object whose id, name and flag fields, where present, have the right types. */
export const isUser: Guard<User> = (value): value is User => isRecord(value)
  && ['uid', 'email', 'first_name', 'last_name', 'contact_id'].every((key) => optional(isString)(value[key]))
  && ['emailVerified', 'registrationCompleted', 'is_verified'].every((key) => optional(isBoolean)(value[key]));

/** A stored contact: an object with a string contact_id and boolean is_verified where present. */
export const isContact = (value: unknown): value is Contact => isRecord(value)
  && optional(isString)(value['contact_id']) && optional(isBoolean)(value['is_verified']);

/** A stored page context: an object with a string path and a known region where present. */
export const isPageContext = (value: unknown): value is PageContext => isRecord(value)
  && optional(isString)(value['path']) && optional(isRegionCode)(value['region']);
