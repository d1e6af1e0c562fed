import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CartLine, ShownCartLine } from '../../lib/store/cart-line.ts';
import { storedTextHash } from '../../lib/store/text-hash.ts';
import { productFamilySchema } from '../content/schemas/index.ts';
import { CART_COOKIE, CART_COOKIE_MAX_BYTES, cartCookie, cartCookieValue, compactCart } from './cart-cookie.ts';
import { cartFromCookie, readCartMirror } from './cart-cookie.server.ts';
import { lineFromVariant } from './line.ts';
import { hardware, lineOf, licence } from './fixtures.test-helpers.ts';

/** The Cookie header a browser sends back for what `cartCookie` wrote. */
const sentBack = (assignment: string): string => assignment.split(';')[0] ?? '';
/** What the cart screen shows of a line: all the mirror carries. */
const shown = ({ lineitem_id, title, quantity, price, product }: CartLine): ShownCartLine => ({
  lineitem_id,
  title,
  quantity,
  price: { currency: price.currency, amount: price.amount },
  product: { product_category: product.product_category },
});

/** Every product of the demo catalogue, as a buyer's lines: bought from its NZ buy-now page at its first NZD price. */
function demoCatalogueLines(): CartLine[] {
  const rows = readFileSync(new URL('../../../content/dataset.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter((row) => row !== '');
  const families = rows
    .map((row): unknown => JSON.parse(row))
    .filter((doc) => typeof doc === 'object' && doc !== null && '_type' in doc && doc._type === 'productFamily')
    .map((doc) => productFamilySchema.parse(doc));
  return families.flatMap((family) =>
    family.products.map((variant): CartLine => {
      const price = variant.prices.find((each) => each.currency === 'NZD');
      if (!price) throw new Error(`${variant.product_id} has no NZD price`);
      return lineFromVariant(variant, price, { pathname: `/nz/products/${family.slug.current}/buy-now/` });
    }),
  );
}

describe("the stored cart's cookie mirror", () => {
  const text = JSON.stringify([lineOf(licence, 2), lineOf(hardware)]);

  it('carries to /app only what the cart screen shows, and the hash of the stored text', () => {
    const assignment = cartCookie(text, { secure: false });
    expect(assignment).toMatch(/; Path=\/app; SameSite=Lax$/);
    expect(assignment).not.toMatch(/HttpOnly|Secure/);
    expect(cartFromCookie(sentBack(assignment))).toEqual({
      hash: storedTextHash(text),
      lines: (JSON.parse(text) as CartLine[]).map(shown),
    });
    expect(cartCookie(text, { secure: true })).toMatch(/; Secure$/);
  });

  it('holds only what a cookie may hold, and any title travels', () => {
    const title = 'Ōtautahi "quoted", semi; back\\slash 100% café 🚀 a+b: c|d. (x) ~*!\'';
    const odd = JSON.stringify([{ ...lineOf(licence), title }]);
    const value = cartCookieValue(odd) ?? '';
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
    expect(readCartMirror(value)?.lines[0]?.title).toBe(title);
  });

  it('deletes the mirror for no cart, an empty one, one the cart screen cannot show, or text that cannot be encoded', () => {
    const line = lineOf(licence);
    const { title: _untitled, ...untitled } = line;
    const carts: (string | null | undefined)[] = [
      null,
      undefined,
      '',
      '[]',
      '{broken',
      '{"lines":[]}',
      '[1]',
      JSON.stringify([untitled]),
      JSON.stringify([line, lineOf(hardware, 1, 'AUD')]),
      JSON.stringify([{ ...line, title: '\uD800' }]),
    ];
    for (const stored of carts) {
      expect(cartCookieValue(stored), String(stored).slice(0, 40)).toBeUndefined();
      expect(cartCookie(stored, { secure: false })).toBe(`${CART_COOKIE}=; Max-Age=0; Path=/app; SameSite=Lax`);
    }
  });

  it(`keeps name=value within ${CART_COOKIE_MAX_BYTES} bytes`, () => {
    const line = { ...lineOf(licence), title: '' };
    const room =
      CART_COOKIE_MAX_BYTES - CART_COOKIE.length - 1 - (cartCookieValue(JSON.stringify([line])) ?? '').length;
    const fits = (title: string) => cartCookieValue(JSON.stringify([{ ...line, title }]));
    expect(fits('a'.repeat(room))).toBeDefined();
    expect(fits('a'.repeat(room + 1))).toBeUndefined();
  });

  it('fits a dozen lines of the demo catalogue, its longest titles, and the whole catalogue at once', () => {
    const lines = demoCatalogueLines();
    const longest = [...lines].sort((a, b) => b.title.length - a.title.length).slice(0, 12);
    expect(JSON.stringify(longest).length, 'what the stored text itself takes').toBeGreaterThan(CART_COOKIE_MAX_BYTES);
    expect(cartCookieValue(JSON.stringify(longest))).toBeDefined();
    expect(lines.length).toBeGreaterThan(30);
    expect(cartCookieValue(JSON.stringify(lines))).toBeDefined();
  });
});

describe('the cart a request to /app/cart/ carries', () => {
  const lines = [lineOf(licence, 3)];
  const text = JSON.stringify(lines);
  const header = (value: string) => `other=1; ${CART_COOKIE}=${value}; theme=dark`;
  const good = compactCart(storedTextHash(text), lines.map(shown)) ?? '';

  it("is what the mirror's lines show, and the stored text's hash", () => {
    expect(cartFromCookie(header(cartCookieValue(text) ?? ''))).toEqual({
      hash: storedTextHash(text),
      lines: lines.map(shown),
    });
    expect(cartFromCookie(header(good))).toEqual({ hash: storedTextHash(text), lines: lines.map(shown) });
  });

  it('is nothing for a missing, empty, bad, oversized or wrongly shaped cookie', () => {
    const [head = '', row = ''] = good.split('|');
    const fields = row.split(':');
    const withField = (index: number, value: string) =>
      `${head}|${fields.map((each, at) => (at === index ? value : each)).join(':')}`;
    const tampered = [
      '',
      head,
      '%5B%5D',
      encodeURIComponent(text),
      `2${good.slice(1)}`,
      good.replace(/^1\.[0-9a-z]+/, '1.NOT-A-HASH'),
      good.replace('.NZD|', '.EUR|'),
      good.replace('.NZD|', '.NZD.X|'),
      `${good}|`,
      `${head}|${fields.slice(0, 4).join(':')}`,
      `${good}:extra`,
      withField(0, ''),
      withField(2, '0'),
      withField(2, '101'),
      withField(2, '01'),
      withField(2, '1.5'),
      withField(2, '-1'),
      withField(3, '12.34.5'),
      withField(3, ''),
      withField(4, '%E0%A4%A'),
      withField(4, '"quoted"'),
      withField(4, '<b>'),
      withField(4, 'x'.repeat(CART_COOKIE_MAX_BYTES)),
    ];
    expect(cartFromCookie(null)).toBeUndefined();
    expect(cartFromCookie('other=1')).toBeUndefined();
    for (const value of tampered) expect(cartFromCookie(header(value)), value.slice(0, 60)).toBeUndefined();
  });
});
