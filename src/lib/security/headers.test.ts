import { describe, expect, it } from 'vitest';
import {
  astroCsp,
  contentSecurityPolicy,
  CSP_DIRECTIVES,
  parsePolicy,
  securityHeaders,
  withHeaders,
} from './headers.ts';

const directive = (csp: string, name: string): string[] =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy();

  it('allows only the site itself by default and no plugins', () => {
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it("allows the site's own script files only: no inline script, nothing from other hosts", () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('allows inline styles', () => {
    expect(directive(csp, 'style-src')).toContain("'unsafe-inline'");
  });

  it('frames only YouTube (no-cookie) and Vimeo players, and is framed only by the site', () => {
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds extra sources without duplicates and new directives', () => {
    const extended = contentSecurityPolicy({ 'connect-src': ["'self'", 'https://api.example'], 'report-to': ['csp'] });
    expect(directive(extended, 'connect-src')).toEqual(["'self'", 'https://api.example']);
    expect(directive(extended, 'report-to')).toEqual(['csp']);
  });

  it('upgrades insecure requests only on https', () => {
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({}, { https: true })).toContain('upgrade-insecure-requests');
  });
});

describe("a page's own policy (Astro's, with its script hashes)", () => {
  const astroPolicy =
    "default-src 'self';frame-ancestors 'self';script-src 'self' 'sha256-AbC+/='; style-src 'self' 'unsafe-inline';";

  it('is handed to Astro as the base policy without script-src and style-src, which Astro writes itself', () => {
    const config = astroCsp();
    expect(config.scriptDirective).toEqual({ resources: ["'self'"] });
    expect(config.styleDirective).toEqual({ resources: ["'self'", "'unsafe-inline'"] });
    expect(config.directives).toContain("frame-ancestors 'self'");
    expect(config.directives?.some((entry) => /^(script|style)-src/.test(entry))).toBe(false);
    expect(config.directives).toHaveLength(Object.keys(CSP_DIRECTIVES).length - 2);
  });

  it('carries the hashes of our own inline scripts every page has (the speculation rules)', () => {
    expect(astroCsp({ scriptHashes: ['sha256-AbC+/='] }).scriptDirective).toEqual({
      resources: ["'self'"],
      hashes: ['sha256-AbC+/='],
    });
  });

  it('is read back directive by directive', () => {
    expect(parsePolicy(astroPolicy)).toEqual({
      'default-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'script-src': ["'self'", "'sha256-AbC+/='"],
      'style-src': ["'self'", "'unsafe-inline'"],
    });
    expect(parsePolicy("default-src 'self'; upgrade-insecure-requests")).toEqual({
      'default-src': ["'self'"],
      'upgrade-insecure-requests': [],
    });
  });

  it("replaces the base policy, keeps Astro's hashes and takes the vendors' sources and https upgrade", () => {
    const policy = securityHeaders({
      https: true,
      ownPolicy: astroPolicy,
      csp: { 'script-src': ['https://apis.google.com'] },
    })['Content-Security-Policy'];
    expect(policy).toBe(
      "default-src 'self'; frame-ancestors 'self'; script-src 'self' 'sha256-AbC+/=' https://apis.google.com; style-src 'self' 'unsafe-inline'; upgrade-insecure-requests",
    );
  });
});

describe('securityHeaders', () => {
  it('sets nosniff, the referrer policy, same-origin framing and geolocation for the site only', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
  });

  it('sends Strict-Transport-Security only on https', () => {
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('withHeaders', () => {
  it('adds headers to a response and keeps those the handler set', () => {
    const response = new Response('x', { headers: { 'X-Frame-Options': 'DENY' } });
    const result = withHeaders(response, { 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' });
    expect(result.headers.get('X-Frame-Options')).toBe('DENY');
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('replaces the headers it is told to', () => {
    const response = new Response('x', { headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-x'" } });
    const result = withHeaders(
      response,
      { 'Content-Security-Policy': "script-src 'self' 'sha256-x' https://a.example" },
      ['Content-Security-Policy'],
    );
    expect(result.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-x' https://a.example");
  });

  it('copies a response whose headers are immutable', async () => {
    const redirect = Response.redirect('https://site.example/nz/', 301);
    const result = withHeaders(redirect, { 'X-Content-Type-Options': 'nosniff' });
    expect(result.status).toBe(301);
    expect(result.headers.get('Location')).toBe('https://site.example/nz/');
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await result.text()).toBe('');
  });
});

describe('vendor sources from the configuration', () => {
  it('are added to the directives the configuration names, after the base sources', () => {
    const csp = contentSecurityPolicy({
      'connect-src': ['https://APP42-dsn.algolia.net'],
      'form-action': ['https://checkout.stripe.com'],
    });
    expect(csp).toContain("connect-src 'self' https://APP42-dsn.algolia.net;");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});
