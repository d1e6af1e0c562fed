import { describe, expect, it } from 'vitest';
import { codeRedirects } from '../../../redirects.ts';
import { compileRedirects, matchRedirect, normalizePath, type RedirectRule } from './match.ts';

const rule = (fromPath: string, toPath: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  fromPath,
  toPath,
  statusCode: 301,
  isPermanent: false,
  ignoreCase: true,
  redirectInBrowser: false,
  ...extra,
});
const at = (href: string) => new URL(href, 'https://site.example');
const match = (href: string, rules: readonly RedirectRule[], inBrowser = false) =>
  matchRedirect(at(href), rules, { inBrowser });

describe('exact paths', () => {
  const rules = [rule('/old-page', '/nz/new-page/')];

  it('redirects the exact path to the target with the rule status', () => {
    expect(match('/old-page', rules)).toEqual({ location: '/nz/new-page/', status: 301 });
  });

  it('is trailing-slash-insensitive on the request', () => {
    expect(match('/old-page/', rules)?.location).toBe('/nz/new-page/');
  });

  it('is trailing-slash-insensitive on the rule', () => {
    expect(match('/old-page', [rule('/old-page/', '/x/')])?.location).toBe('/x/');
  });

  it('keeps 302 as given', () => {
    expect(match('/old-page', [rule('/old-page', '/x/', { statusCode: 302 })])?.status).toBe(302);
  });

  it('does not match a longer or shorter path', () => {
    expect(match('/old-page-2', rules)).toBeUndefined();
    expect(match('/old', rules)).toBeUndefined();
    expect(match('/old-page/child', rules)).toBeUndefined();
  });

  it('matches percent-encoded request paths against plain rules', () => {
    expect(match('/docs/My%20File.pdf', [rule('/docs/My File.pdf', '/knowledge-hub/')])?.location).toBe(
      '/knowledge-hub/',
    );
  });

  it('matches the root path', () => {
    expect(match('/', [rule('/', '/nz/')])?.location).toBe('/nz/');
  });
});

describe('case', () => {
  it('compares case-insensitively when ignoreCase', () => {
    expect(match('/Old-PAGE/', [rule('/old-page', '/x/')])?.location).toBe('/x/');
    expect(match('/old-page', [rule('/OLD-Page', '/x/')])?.location).toBe('/x/');
  });

  it('treats a missing ignoreCase as true, as the content schema does', () => {
    expect(match('/SHOP', [{ fromPath: '/shop', toPath: '/products/', statusCode: 302 }])?.location).toBe('/products/');
  });

  it('compares exactly when ignoreCase is false', () => {
    const rules = [rule('/Old-Page', '/x/', { ignoreCase: false })];
    expect(match('/Old-Page', rules)?.location).toBe('/x/');
    expect(match('/old-page', rules)).toBeUndefined();
  });

  it('keeps the case of the target', () => {
    expect(match('/a', [rule('/A', '/Mixed/Case/')])?.location).toBe('/Mixed/Case/');
  });
});

describe('wildcards', () => {
  it('/x/* matches /x, /x/ and anything below', () => {
    const rules = [rule('/pay-invoice-online/*', 'https://pay.legacy.example/nz')];
    for (const path of [
      '/pay-invoice-online',
      '/pay-invoice-online/',
      '/pay-invoice-online/123',
      '/pay-invoice-online/a/b/',
    ]) {
      expect(match(path, rules)?.location, path).toBe('https://pay.legacy.example/nz');
    }
  });

  it('/x/* does not match a sibling that shares the prefix', () => {
    expect(match('/pay-invoice-onlinex', [rule('/pay-invoice-online/*', '/x/')])).toBeUndefined();
  });

  it('/x* (no slash) matches any path starting with /x', () => {
    expect(match('/case-study-revit', [rule('/case-study*', '/knowledge-hub/')])?.location).toBe('/knowledge-hub/');
  });

  it('a leading wildcard matches any path ending in the suffix', () => {
    const rules = [rule('*/brochure.pdf', 'https://cdn.example/brochure.pdf')];
    expect(match('/docs/2019/brochure.pdf', rules)?.location).toBe('https://cdn.example/brochure.pdf');
    expect(match('/brochure.pdf', rules)?.location).toBe('https://cdn.example/brochure.pdf');
    expect(match('/docs/brochure.pdf.bak', rules)).toBeUndefined();
  });

  it('a leading wildcard is trailing-slash-insensitive and honours ignoreCase', () => {
    expect(match('/old/CASE-STUDIES/', [rule('*/case-studies/', '/knowledge-hub/')])?.location).toBe('/knowledge-hub/');
  });

  it('a wildcard on both ends matches a path containing the text', () => {
    expect(match('/a/legacy-doc/b', [rule('*legacy-doc*', '/x/')])?.location).toBe('/x/');
  });

  it('/* matches every path', () => {
    expect(match('/anything/at/all', [rule('/*', '/nz/')])?.location).toBe('/nz/');
  });

  it('a case-sensitive wildcard needs the exact case', () => {
    const rules = [rule('/Docs/*', '/x/', { ignoreCase: false })];
    expect(match('/Docs/a', rules)?.location).toBe('/x/');
    expect(match('/docs/a', rules)).toBeUndefined();
  });
});

describe('precedence', () => {
  it('an exact rule wins over a wildcard listed before it', () => {
    const rules = [rule('/shop/*', '/products/'), rule('/shop/cad', '/products/strata-cad/')];
    expect(match('/shop/cad', rules)?.location).toBe('/products/strata-cad/');
    expect(match('/shop/other', rules)?.location).toBe('/products/');
  });

  it('the more specific wildcard wins', () => {
    const rules = [rule('/*', '/'), rule('/shop/*', '/products/'), rule('/shop/cad/*', '/products/cad/')];
    expect(match('/shop/cad/v2', rules)?.location).toBe('/products/cad/');
    expect(match('/shop/v2', rules)?.location).toBe('/products/');
    expect(match('/elsewhere', rules)?.location).toBe('/');
  });

  it('between equal rules the first listed wins (content rules go first)', () => {
    const rules = [rule('/team', '/au/our-team/'), rule('/team', '/nz/our-team/')];
    expect(match('/team', rules)?.location).toBe('/au/our-team/');
  });

  it('between a case-sensitive and a case-insensitive exact rule the first listed wins', () => {
    const rules = [rule('/team', '/first/'), rule('/team', '/second/', { ignoreCase: false })];
    expect(match('/team', rules)?.location).toBe('/first/');
    expect(match('/team', rules.toReversed())?.location).toBe('/second/');
  });
});

describe('query strings', () => {
  const rules = [rule('/contact-us', '/nz/get-in-touch/')];

  it.each([
    'gclid=abc',
    'fbclid=x',
    'msclkid=1',
    'dclid=2',
    'gbraid=3',
    'wbraid=4',
    'utm_source=google&utm_medium=cpc&utm_campaign=x',
  ])('a path with tracking parameters (%s) redirects to the same target', (query) => {
    expect(match(`/contact-us?${query}`, rules)).toEqual({ location: '/nz/get-in-touch/', status: 301 });
    expect(match(`/contact-us/?${query}`, rules)?.location).toBe('/nz/get-in-touch/');
  });

  it('other query strings are ignored for matching and not added to the target', () => {
    expect(match('/contact-us?ref=footer', rules)?.location).toBe('/nz/get-in-touch/');
  });

  it('a query string in a rule fromPath is ignored for matching', () => {
    expect(match('/old?id=9', [rule('/old?id=3', '/new/')])?.location).toBe('/new/');
  });

  it('accepts a plain { pathname, search } object, such as the browser location', () => {
    expect(matchRedirect({ pathname: '/contact-us', search: '?gclid=1' }, rules)?.location).toBe('/nz/get-in-touch/');
  });
});

describe('targets', () => {
  it('returns external targets as they are', () => {
    const target = 'https://legacy-pay.example.com/nz?x=1';
    expect(match('/pay-invoice-online/77', [rule('/pay-invoice-online/*', target)])?.location).toBe(target);
  });

  it('returns the target path with its query and hash as given', () => {
    expect(match('/old', [rule('/old', '/products/?industries.title=construction')])?.location).toBe(
      '/products/?industries.title=construction',
    );
  });

  it('adds the leading slash a target path lacks', () => {
    expect(match('/old', [rule('/old', 'knowledge-hub/a/')])?.location).toBe('/knowledge-hub/a/');
  });

  it('never loops: a rule whose target is the request path is passed over', () => {
    expect(match('/products/', [rule('/products/*', '/products/')])).toBeUndefined();
    expect(match('/products', [rule('/products', '/products/')])).toBeUndefined();
  });

  it('passes over a looping rule to the next matching rule', () => {
    const rules = [rule('/shop/*', '/shop/'), rule('/*', '/')];
    expect(match('/shop/', rules)?.location).toBe('/');
  });

  it('redirects a differently cased path to its canonical case (no loop)', () => {
    expect(match('/Team', [rule('/team', '/team/')])?.location).toBe('/team/');
    expect(match('/team/', [rule('/team', '/team/')])).toBeUndefined();
  });
});

describe('server and browser rules', () => {
  const rules = [rule('/browser-only', '/nz/', { redirectInBrowser: true }), rule('/server', '/au/')];

  it('server matching skips redirectInBrowser rules', () => {
    expect(match('/browser-only', rules)).toBeUndefined();
    expect(match('/server', rules)?.location).toBe('/au/');
  });

  it('browser matching uses only redirectInBrowser rules', () => {
    expect(match('/browser-only', rules, true)?.location).toBe('/nz/');
    expect(match('/server', rules, true)).toBeUndefined();
  });
});

describe('compiled rules', () => {
  it('compiles once and matches the same as the rule list', () => {
    const rules = [
      rule('/a', '/b/'),
      rule('/c/*', '/d/'),
      rule('*.pdf', '/e/'),
      rule('/f', '/g/', { redirectInBrowser: true }),
    ];
    const compiled = compileRedirects(rules);
    expect(compiled.server.exact.size + compiled.server.exactIgnoreCase.size).toBe(1);
    expect(compiled.server.wildcards).toHaveLength(2);
    expect(compiled.browser.exactIgnoreCase.size).toBe(1);
    for (const path of ['/a', '/c/x', '/x.PDF', '/f', '/none']) {
      expect(matchRedirect(at(path), compiled), path).toEqual(matchRedirect(at(path), rules));
      expect(matchRedirect(at(path), compiled, { inBrowser: true }), path).toEqual(
        matchRedirect(at(path), rules, { inBrowser: true }),
      );
    }
  });

  it('matches nothing with no rules', () => {
    expect(match('/anything', [])).toBeUndefined();
  });
});

describe('normalizePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/a/b//')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
  });

  it('keeps a malformed escape as it came', () => {
    expect(normalizePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('redirects.ts (rules kept in code)', () => {
  it('sends /shop and anything below it to the products listing with 302', () => {
    expect(match('/shop', codeRedirects)).toEqual({ location: '/products/', status: 302 });
    expect(match('/Shop/Licences/?utm_source=x', codeRedirects)).toEqual({ location: '/products/', status: 302 });
  });

  it('sends /contact-us to the NZ contact page with 301 and /team to the NZ team page', () => {
    expect(match('/contact-us/', codeRedirects)).toEqual({ location: '/nz/get-in-touch/', status: 301 });
    expect(match('/TEAM?gclid=x', codeRedirects)?.location).toBe('/nz/our-team/');
  });
});
