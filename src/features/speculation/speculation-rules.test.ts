import { describe, expect, it } from 'vitest';
import {
  NEVER_SPECULATED,
  NEVER_SPECULATED_PATHS,
  PAGE_LINK,
  SPECULATION_RULES,
  SPECULATION_RULES_TEXT,
} from './speculation-rules.ts';

const ORIGIN = 'https://shop.example';

/** A pattern as Chromium reads it: relative to the page, so of the page's origin. */
const onPage = (pattern: URLPatternInit): URLPattern =>
  new URLPattern({ ...pattern, baseURL: `${ORIGIN}/nz/about-us/` });
const speculated = (url: string): boolean =>
  onPage(PAGE_LINK).test(url) && !NEVER_SPECULATED.some((pattern) => onPage(pattern).test(url));

describe('speculation rules', () => {
  it('prerender on a resting pointer, prefetch on a press, over the same links', () => {
    expect(SPECULATION_RULES.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(SPECULATION_RULES.prefetch.map((rule) => rule.eagerness)).toEqual(['conservative']);
    expect(SPECULATION_RULES.prefetch[0]?.where).toBe(SPECULATION_RULES.prerender[0]?.where);
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
  });

  it('take the pages of the site, and nothing of another origin', () => {
    for (const path of [
      '/',
      '/products/strata-bim/',
      '/nz/products/kestrel-civil/buy-now/',
      '/knowledge-hub/x/',
      '/apple/',
      '/payments-explained/',
      '/1st-steps/',
    ]) {
      expect(speculated(`${ORIGIN}${path}`), path).toBe(true);
    }
    expect(speculated('https://other.example/products/')).toBe(false);
    expect(speculated('http://shop.example/products/')).toBe(false);
  });

  it('never /app, /api, /1 (search), /pay or /preview, at any depth', () => {
    expect(NEVER_SPECULATED_PATHS).toEqual(['/app', '/api', '/1', '/pay', '/preview']);
    for (const path of [
      '/app',
      '/app/',
      '/app/cart/',
      '/api/health',
      '/api/auth/sign-out',
      '/1/indexes/*/queries',
      '/pay/W1/',
      '/preview/abc/',
    ]) {
      expect(speculated(`${ORIGIN}${path}`), path).toBe(false);
    }
  });

  it('never a link with a query (filters, tokens, noredirect)', () => {
    expect(speculated(`${ORIGIN}/products/?q=design`)).toBe(false);
    expect(speculated(`${ORIGIN}/nz/?noredirect=true`)).toBe(false);
    expect(speculated(`${ORIGIN}/products/#compare`)).toBe(true);
  });
});
