import { describe, expect, it } from 'vitest';
import { storedTextHash } from '../lib/store/text-hash.ts';
import {
  appStateScript,
  EARLY_PRESS_SCRIPT,
  isStaticScreen,
  STATE_ATTRIBUTE,
  stateChanged,
  stateKeysOf,
  type StateKey,
} from './static-screens.ts';

/** Runs the inline script against a fake page; returns what it set on <html>. */
function runInlineScript(
  search: string,
  entries: Record<string, string>,
  { throws = false, keys = stateKeysOf('login') }: { throws?: boolean; keys?: readonly StateKey[] } = {},
): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error('blocked');
      return entries[key] ?? null;
    },
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  // The script is the page's own inline text; running it here is the point of the test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('location', 'localStorage', 'document', appStateScript(keys)) as (
    ...globals: unknown[]
  ) => void;
  script({ search }, localStorage, document);
  return attributes[STATE_ATTRIBUTE];
}

describe('which /app screens the server renders', () => {
  it('is the login, cart and checkout screens, whose signed-out, empty-cart view is the same for everyone', () => {
    expect((['login', 'cart', 'checkout'] as const).every((screen) => isStaticScreen(screen))).toBe(true);
    expect(isStaticScreen('register')).toBe(false);
    expect(isStaticScreen('account')).toBe(false);
    expect(isStaticScreen('thankYou')).toBe(false);
  });
});

describe("the inline script that says a visitor's page differs from the server's view", () => {
  const cases: [string, string, Record<string, string>, boolean][] = [
    ['nothing stored', '', {}, false],
    ['an emptied cart', '', { 'tasman:cart': '[]' }, false],
    ['"stay logged in" stored as its default', '', { 'tasman:stayLoggedIn': 'true' }, false],
    [
      'a region or page context (the screens do not show them)',
      '',
      { 'tasman:region': '"au"', 'tasman:pageContext': '{}' },
      false,
    ],
    ['a cart with lines', '', { 'tasman:cart': '[{"lineitem_id":"A"}]' }, true],
    ['a signed-in user', '', { 'tasman:user': '{"uid":"u1"}' }, true],
    ['a contact', '', { 'tasman:contact': '{}' }, true],
    ['a login time', '', { 'tasman:loggedInTime': '1' }, true],
    ['"stay logged in" off', '', { 'tasman:stayLoggedIn': 'false' }, true],
    ['a query (the verification return)', '?verified=1', {}, true],
    ['an empty query', '?', {}, false],
  ];
  it.each(cases)('%s', (_name, search, entries, differs) => {
    expect(runInlineScript(search, entries)).toBe(differs ? 'stored' : undefined);
    expect(runInlineScript(search, entries, { keys: stateKeysOf('checkout') })).toBe(differs ? 'stored' : undefined);
  });

  describe('on the cart screen, which shows the cart whoever is signed in', () => {
    const cart = '[{"lineitem_id":"A","title":"</script><script>alert(1)</script>"}]';
    const cases: [string, string | undefined, Record<string, string>, boolean][] = [
      [
        'an empty cart and a signed-in user',
        undefined,
        { 'tasman:cart': '[]', 'tasman:user': '{"uid":"u1"}', 'tasman:loggedInTime': '1' },
        false,
      ],
      ['nothing stored', undefined, {}, false],
      ['a cart the server did not have', undefined, { 'tasman:cart': cart }, true],
      [
        'the very cart the server rendered from, and a user',
        cart,
        { 'tasman:cart': cart, 'tasman:user': '{"uid":"u1"}' },
        false,
      ],
      [
        'another cart than the server rendered (changed in another tab)',
        cart,
        { 'tasman:cart': '[{"lineitem_id":"B"}]' },
        true,
      ],
      ['an emptied cart where the server had lines', cart, { 'tasman:cart': '[]' }, true],
      ['no cart where the server had lines', cart, {}, true],
    ];
    it.each(cases)('%s', (_name, serverCart, entries, differs) => {
      const keys = stateKeysOf('cart', serverCart === undefined ? undefined : storedTextHash(serverCart));
      expect(runInlineScript('', entries, { keys })).toBe(differs ? 'stored' : undefined);
    });

    it("carries the stored cart's hash, never its text, and nothing that could end the page's script element", () => {
      const script = appStateScript(stateKeysOf('cart', storedTextHash(cart)));
      expect(script).not.toContain('lineitem_id');
      expect(script).not.toMatch(/<\/?script|<!--/i);
    });

    it('hashes with the very function the mirror is written with, and a failure marks the page', () => {
      const texts = ['', '[]', cart, 'Ōtautahi café 🚀', 'x'.repeat(5_000)];
      for (const text of texts)
        expect(
          runInlineScript('', { 'tasman:cart': text }, { keys: stateKeysOf('cart', storedTextHash(text)) }),
          text.slice(0, 20),
        ).toBeUndefined();
      expect(new Set(texts.map(storedTextHash)).size).toBe(texts.length);
      expect(
        runInlineScript(
          '',
          { 'tasman:cart': cart },
          { keys: [['tasman:cart', storedTextHash(cart)], null as unknown as StateKey] },
        ),
      ).toBe('stored');
    });
  });

  it('reads blocked storage as nothing stored, as the stores do', () => {
    expect(runInlineScript('', {}, { throws: true })).toBeUndefined();
    expect(runInlineScript('?verified=1', {}, { throws: true })).toBe('stored');
  });
});

describe('a change another tab makes while the static screen waits for the app (boot.ts)', () => {
  const cart = '[{"lineitem_id":"A"}]';
  const stored = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

  it("counts only the screen's own keys, and only a text the server did not assume", () => {
    const keys = stateKeysOf('cart', storedTextHash(cart));
    expect(stateChanged(keys, 'tasman:cart', stored({ 'tasman:cart': '[]' }))).toBe(true);
    expect(stateChanged(keys, 'tasman:cart', stored({ 'tasman:cart': cart }))).toBe(false);
    expect(stateChanged(keys, 'tasman:user', stored({ 'tasman:cart': cart, 'tasman:user': '{}' }))).toBe(false);
    expect(stateChanged(stateKeysOf('login'), 'tasman:user', stored({ 'tasman:user': '{}' }))).toBe(true);
    expect(stateChanged(stateKeysOf('login'), 'tasman:pageContext', stored({ 'tasman:pageContext': '{}' }))).toBe(
      false,
    );
  });

  it('reads a cleared storage (no key) as a change when the server assumed something was stored', () => {
    expect(stateChanged(stateKeysOf('cart', storedTextHash(cart)), null, stored({}))).toBe(true);
    expect(stateChanged(stateKeysOf('cart'), null, stored({}))).toBe(false);
  });
});

describe('the inline script that keeps presses made before the boot script ran', () => {
  it('is one self-contained call that nothing in it can end early', () => {
    expect(EARLY_PRESS_SCRIPT).toMatch(
      /^\(function holdEarlyPresses\(.*\)\("\[data-static-screen\]","data-quantity-step","__tasmanTakeEarlyPresses"\);$/s,
    );
    expect(EARLY_PRESS_SCRIPT).not.toMatch(/<\/?script|<!--|\bimport\b/i);
  });
});
