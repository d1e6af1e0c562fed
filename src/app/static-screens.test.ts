import { describe, expect, it } from 'vitest';
import { APP_STATE_SCRIPT, isStaticScreen, STATE_ATTRIBUTE } from './static-screens.ts';

/** Runs the inline script against a fake page; returns what it set on <html>. */
function runInlineScript(search: string, entries: Record<string, string>, { throws = false } = {}): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (key: string) => { if (throws) throw new Error('blocked'); return entries[key] ?? null; } };
  const document = { documentElement: { setAttribute: (name: string, value: string) => { attributes[name] = value; } } };
  // The script is the page's own inline text; running it here is the point of the test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('location', 'localStorage', 'document', APP_STATE_SCRIPT) as (...globals: unknown[]) => void;
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
    ['a region or page context (the screens do not show them)', '', { 'tasman:region': '"au"', 'tasman:pageContext': '{}' }, false],
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
  });

  it('reads blocked storage as nothing stored, as the stores do', () => {
    expect(runInlineScript('', {}, { throws: true })).toBeUndefined();
    expect(runInlineScript('?verified=1', {}, { throws: true })).toBe('stored');
  });
});
