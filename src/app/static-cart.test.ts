import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartCookieValue } from '../features/cart/cart-cookie.ts';
import { readCartMirror } from '../features/cart/cart-cookie.server.ts';
import {
  catalogueFreight,
  ctsEssential,
  hardware,
  licence,
  lineOf,
  service,
} from '../features/cart/fixtures.test-helpers.ts';
import type { ShownCartLine } from '../lib/store/cart-line.ts';
import { StaticScreen } from './StaticScreen.tsx';

const render = (cart: readonly ShownCartLine[]): string =>
  renderToString(createElement(StaticScreen, { screen: 'cart', cart }));

describe("the cart screen the server renders from the cookie's mirror", () => {
  it('is the very markup of the same cart rendered from its stored lines', () => {
    const lines = [
      lineOf(licence, 3),
      lineOf(hardware, 2),
      lineOf(catalogueFreight),
      lineOf(ctsEssential),
      { ...lineOf(service), title: 'Implementation, "full" day <on site> & 100% café' },
    ];
    const mirrored = readCartMirror(cartCookieValue(JSON.stringify(lines)) ?? '');
    expect(mirrored?.lines).toHaveLength(lines.length);
    const html = render(mirrored?.lines ?? []);
    expect(html).toBe(render(lines));
    expect(html).toContain('cart-quantity-');
    expect(html).toContain('Implementation, &quot;full&quot; day &lt;on site&gt; &amp; 100% café');
  });
});
