import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { storedContactSchema } from '../../schemas/contact.ts';
import { webOrderDocumentSchema } from '../../schemas/order.ts';
import { regionCodeSchema } from '../../schemas/region-code.ts';
import { userDocumentSchema } from '../../schemas/user.ts';
import {
  EMAIL_PATTERN,
  readCartLine,
  readContact,
  readRegionCode,
  readUser,
  readWebOrder,
  USER_FIELD_READERS,
  type Reader,
} from './stored-shapes.ts';

/** A value nested `depth` objects deep. */
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) });

/** The reader answers what the schema answers: the same value (trimmed, keys kept or dropped alike), or a refusal. */
function expectSameAs<T>(read: Reader<T>, schema: z.ZodMiniType, values: readonly unknown[]): void {
  for (const value of values) {
    const parsed = schema.safeParse(value);
    expect(read(value), JSON.stringify(value)?.slice(0, 80)).toEqual(parsed.success ? parsed.data : undefined);
  }
}

describe('the store reads the shared shapes as their zod schemas do', () => {
  it('a user document', () => {
    expectSameAs(readUser, userDocumentSchema, [
      {},
      [],
      null,
      'u1',
      42,
      { uid: 'u1', email: 'a@b.nz', marketingInfo: { any: 'thing' } },
      { uid: 42 },
      { emailVerified: 'yes' },
      { subscribeNewsletter: 1 },
      { first_name: '  Ana  ', last_name: 'Smith ' },
      { first_name: 'x'.repeat(501) },
      { first_name: ` ${'x'.repeat(500)} ` },
      { first_name: 'a\nb' },
      { first_name: '\ud800' },
      { city: 'Tab\there' },
      { uid: 'u1', password: 'secret', accessToken: 'kept out' },
      { marketingInfo: null },
      { marketingInfo: [1, 'a', true, null, { b: [] }] },
      { marketingInfo: nested(8) },
      { marketingInfo: nested(9) },
      { marketingInfo: 'x'.repeat(5001) },
      { marketingInfo: { 'bad\u0000key': 1 } },
      Object.fromEntries(
        Object.keys(USER_FIELD_READERS).map((field) => [
          field,
          typeof USER_FIELD_READERS[field as keyof typeof USER_FIELD_READERS]('') === 'string' ? ` ${field} ` : true,
        ]),
      ),
    ]);
  });

  it('has every field of the user document, in its order', () => {
    expect(Object.keys(USER_FIELD_READERS)).toEqual(Object.keys(userDocumentSchema.shape));
  });

  it('a stored contact', () => {
    expectSameAs(readContact, storedContactSchema, [
      {},
      [],
      null,
      'c1',
      { contact_id: 'c1', email: 'a@b.nz', is_verified: true, marketingInfo: { consent: 'yes' } },
      { contact_id: '' },
      { contact_id: 7 },
      { email: 'not an email' },
      { email: ' a@b.nz' },
      { email: 'a.b+c@d-e.co.nz' },
      { first_name: ' Ana ', company: 'kept as it is', nested: { a: 1 } },
      { phone: 12 },
      { is_verified: 'true' },
      { job_title: 'x'.repeat(501) },
      { marketingInfo: nested(9) },
    ]);
  });

  it('a web order', () => {
    expectSameAs(readWebOrder, webOrderDocumentSchema, [
      {},
      [],
      null,
      'w1',
      { weborder_id: 'w1' },
      { weborder_id: 'w1', status: 'paid', payment_link: '/pay', extra: { a: 1 } },
      { weborder_id: 1 },
      { weborder_id: 'w1', line_items: 'x' },
      { weborder_id: 'w1', line_items: [1, { a: 2 }] },
      { weborder_id: 'w1', status: null },
    ]);
  });

  it('a region code', () => {
    expectSameAs(readRegionCode, regionCodeSchema, ['nz', 'au', 'us', 'NZ', '', 1, null, ['nz']]);
  });

  it("uses zod's email pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});

describe("the store's own shapes", () => {
  const line = {
    lineitem_id: 'AB12CD34',
    _key: 'k1',
    quantity: 2,
    title: 'Strata BIM',
    extra: true,
    product: { product_id: 'p1', family: 'kept' },
    price: { currency: 'NZD', amount: '10.00', price_id: 'pr1' },
  };

  it('a cart line: checks what the cart reads, keeps the rest', () => {
    expect(readCartLine(line)).toEqual(line);
    expect(
      readCartLine({ ...line, price: { ...line.price, metadata: { promo: 'x' } }, pathname: '/p/' }),
    ).toBeDefined();
    for (const wrong of [
      { ...line, quantity: '2' },
      { ...line, product: {} },
      { ...line, price: { currency: 'NZD' } },
      { ...line, title: undefined },
      { ...line, pathname: 3 },
      { ...line, price: { ...line.price, metadata: [] } },
      { ...line, product: { ...line.product, prices: {} } },
    ])
      expect(readCartLine(wrong)).toBeUndefined();
  });

  it("a cart line's attribute values hold their id and value only", () => {
    const withAttributes = {
      ...line,
      product: { ...line.product, attribute_values: [{ id: 'a1', value: 'Annual', note: 'dropped' }] },
    };
    expect(readCartLine(withAttributes)?.product.attribute_values).toEqual([{ id: 'a1', value: 'Annual' }]);
    expect(readCartLine({ ...line, product: { ...line.product, attribute_values: [{ id: 'a1' }] } })).toBeUndefined();
  });
});
