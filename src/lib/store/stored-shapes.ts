/**
 * How the client store reads its persisted values back (docs/requirements.md#client-store), without zod: every island and the
 * /app read the store when they start, and zod's schema machinery was 10 kB gzip of the returning
 * buyer's /app before the cart showed. A reader answers the value as the schema would (text
 * trimmed, unknown keys kept or dropped alike), or undefined when it does not have the shape.
 *
 * The shapes the server shares (user, contact, web order, region code) stay zod schemas in src/schemas/;
 * stored-shapes.test.ts holds each reader to its schema on the same values. The cart line, stored region
 * and page context are the store's own, defined here.
 */
import type { StoredContact } from '../../schemas/contact.ts';
import type { WebOrderDocument } from '../../schemas/order.ts';
import type { RegionCode } from '../../schemas/region-code.ts';
import { jsonProblem, textProblem, USER_TEXT_MAX_LENGTH } from '../../schemas/text-rules.ts';
import type { User } from '../../schemas/user.ts';
import type { CartLine } from './cart-line.ts';

/** The value read back, or undefined when it does not have the shape. */
export type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readString: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);
export const readNumber: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const readBoolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const readAnyArray: Reader<unknown[]> = (value) => (Array.isArray(value) ? [...(value as unknown[])] : undefined);
const readAnyRecord: Reader<Record<string, unknown>> = (value) => (isRecord(value) ? { ...value } : undefined);

/** An array whose every item reads; the items as read. */
export const readArrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const item of value) {
      const checked = read(item);
      if (checked === undefined) return undefined;
      items.push(checked);
    }
    return items;
  };

type Fields = Readonly<Record<string, Reader<unknown>>>;

/**
 * An object with `required` and `optional` fields (an optional one may be absent, never wrong); `keep`
 * keeps the keys it does not know (zod's looseObject), else they are dropped (zod's object).
 */
function readObject(required: Fields, optional: Fields, { keep }: { keep: boolean }): Reader<Record<string, unknown>> {
  return (value) => {
    if (!isRecord(value)) return undefined;
    const out: Record<string, unknown> = keep ? { ...value } : {};
    for (const [fields, isRequired] of [
      [required, true],
      [optional, false],
    ] as const) {
      for (const [key, read] of Object.entries(fields)) {
        const field = value[key];
        if (field === undefined) {
          if (isRequired) return undefined;
          continue;
        }
        const checked = read(field);
        if (checked === undefined) return undefined;
        out[key] = checked;
      }
    }
    return out;
  };
}

/** A region code the site sells in (src/schemas/region-code.ts). */
export const readRegionCode: Reader<RegionCode> = (value) => (value === 'nz' || value === 'au' ? value : undefined);

/** A user field's text (src/schemas/user.ts): trimmed, at most USER_TEXT_MAX_LENGTH, single line. */
const readUserText: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length <= USER_TEXT_MAX_LENGTH && textProblem(text) === undefined ? text : undefined;
};

const isJson = (value: unknown): boolean => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return isRecord(value) && Object.values(value).every(isJson);
};

/** Any JSON value within safe-text.ts's JSON_LIMITS (src/schemas/json.ts); limits first, so the walk is bounded. */
const readJsonValue: Reader<unknown> = (value) =>
  jsonProblem(value) === undefined && isJson(value) ? value : undefined;

/**
 * zod's email pattern (`z.email()`, zod/v4/core/regexes.ts), which the stored contact's address is held
 * to; stored-shapes.test.ts fails if zod's changes.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern verbatim: the test compares the sources
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Each field of the user document (src/schemas/user.ts userDocumentSchema), in the order docs/requirements.md#user-document lists them. */
export const USER_FIELD_READERS = {
  city: readUserText,
  companyName: readUserText,
  subscribeNewsletter: readBoolean,
  agreePrivacyPolicy: readBoolean,
  marketingInfo: readJsonValue,
  registrationCompleted: readBoolean,
  is_verified: readBoolean,
  contact_id: readUserText,
  first_name: readUserText,
  last_name: readUserText,
  job_title: readUserText,
  phone: readUserText,
  mobilephone: readUserText,
  country: readUserText,
  displayName: readUserText,
  email: readUserText,
  emailVerified: readBoolean,
  uid: readUserText,
} as const satisfies Fields;

/** The user document: every field optional, unknown keys dropped. */
export const readUser = readObject({}, USER_FIELD_READERS, { keep: false }) as Reader<User>;

/** A contact as the browser keeps it (src/schemas/contact.ts storedContactSchema): any field may be missing, the rest kept. */
export const readContact = readObject(
  {},
  {
    first_name: readUserText,
    last_name: readUserText,
    companyName: readUserText,
    phone: readUserText,
    city: readUserText,
    country: readUserText,
    job_title: readUserText,
    contact_id: (value) => (typeof value === 'string' && value.length >= 1 ? value : undefined),
    email: (value) => (typeof value === 'string' && EMAIL_PATTERN.test(value) ? value : undefined),
    is_verified: readBoolean,
    marketingInfo: readJsonValue,
  },
  { keep: true },
) as Reader<StoredContact>;

/** A web order as the browser keeps it (src/schemas/order.ts webOrderDocumentSchema): at least its id. */
export const readWebOrder = readObject(
  { weborder_id: readString },
  { status: readString, payment_link: readString, line_items: readAnyArray },
  { keep: true },
) as Reader<WebOrderDocument>;

const readCartLinePrice = readObject(
  { currency: readString, amount: readString, price_id: readString },
  { metadata: readAnyRecord },
  { keep: true },
);

/** A cart line (docs/requirements.md#cart-line): the fields the cart rules read are checked, the rest kept. */
export const readCartLine = readObject(
  {
    lineitem_id: readString,
    _key: readString,
    product: readObject(
      { product_id: readString },
      {
        product_family_id: readString,
        product_category: readString,
        prices: readAnyArray,
        attribute_values: readArrayOf(readObject({ id: readString, value: readString }, {}, { keep: false })),
      },
      { keep: true },
    ),
    quantity: readNumber,
    price: readCartLinePrice,
    title: readString,
  },
  { pathname: readString },
  { keep: true },
) as Reader<CartLine>;
