import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../lib/http/cookies.ts';
import { CART_COOKIE, CART_COOKIE_MAX_BYTES, cartCookie, cartCookieValue } from './cart-cookie.ts';
import { cartFromCookie } from './cart-cookie.server.ts';
import { hardware, licence, lineOf } from './test-fixtures.ts';

/** The Cookie header a browser sends back for what `cartCookie` wrote. */
const sentBack = (assignment: string): string => assignment.split(';')[0] ?? '';

describe("the stored cart's cookie mirror", () => {
  const text = JSON.stringify([lineOf(licence, 2), lineOf(hardware)]);

  it('carries the stored text to /app only, and the server reads back exactly that text', () => {
    const assignment = cartCookie(text, { secure: false });
    expect(assignment).toMatch(/; Path=\/app; SameSite=Lax$/);
    expect(assignment).not.toMatch(/HttpOnly|Secure/);
    expect(cookieValue(sentBack(assignment), CART_COOKIE)).toBe(text);
    expect(cartCookie(text, { secure: true })).toMatch(/; Secure$/);
  });

  it('holds only what a cookie may hold, and text beyond ASCII travels too', () => {
    const odd = JSON.stringify([{ title: 'Ōtautahi "quoted", semi; back\\slash 100% café 🚀' }]);
    const value = cartCookieValue(odd) ?? '';
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
    expect(decodeURIComponent(value)).toBe(odd);
  });

  it('deletes the mirror for no cart, an empty one, one too big for a cookie, or text that cannot be encoded', () => {
    const huge = JSON.stringify(Array.from({ length: 8 }, () => lineOf(licence)));
    for (const stored of [null, undefined, '', '[]', huge, '["\uD800"]']) {
      expect(cartCookieValue(stored)).toBeUndefined();
      expect(cartCookie(stored, { secure: false })).toBe(`${CART_COOKIE}=; Max-Age=0; Path=/app; SameSite=Lax`);
    }
  });

  it(`keeps name=value within ${CART_COOKIE_MAX_BYTES} bytes`, () => {
    const fits = (title: string) => cartCookieValue(JSON.stringify([{ title }]));
    const room = CART_COOKIE_MAX_BYTES - CART_COOKIE.length - 1 - '[{"title":""}]'.replace(/"/g, '%22').length;
    expect(fits('a'.repeat(room))).toBeDefined();
    expect(fits('a'.repeat(room + 1))).toBeUndefined();
  });
});

describe('the cart a request to /app/cart/ carries', () => {
  const lines = [lineOf(licence, 3)];
  const header = (value: string) => `other=1; ${CART_COOKIE}=${value}; theme=dark`;

  it("is the mirror's lines and text", () => {
    const text = JSON.stringify(lines);
    expect(cartFromCookie(header(cartCookieValue(text) ?? ''))).toEqual({ text, lines });
  });

  it('is nothing for a missing, empty, bad, oversized or wrongly shaped cookie', () => {
    const tampered = [
      '', '%5B%5D', '%7Bnot-json', '%E0%A4%A', encodeURIComponent(JSON.stringify({ lines })),
      encodeURIComponent(JSON.stringify([{ ...lines[0], quantity: 0 }])),
      encodeURIComponent(JSON.stringify([{ ...lines[0], title: 'x'.repeat(CART_COOKIE_MAX_BYTES) }])),
    ];
    expect(cartFromCookie(null)).toBeUndefined();
    expect(cartFromCookie('other=1')).toBeUndefined();
    for (const value of tampered) expect(cartFromCookie(header(value)), value.slice(0, 40)).toBeUndefined();
  });
});
