import { expect, test } from '@playwright/test';

/** The sources of one directive of a policy header. */
const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

// Static files (prerendered pages) and rendered responses carry the same security headers.
for (const path of ['/', '/privacy/', '/api/values', '/no-such-page/', '/app/']) {
  test(`${path} is served with security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
}

// Pages, static or rendered, carry their policy as a header (frame-ancestors works only there), with
// the hashes of Astro's inline scripts instead of 'unsafe-inline'.
for (const path of ['/', '/privacy/', '/products/strata-bim/buy-now/', '/no-such-page/', '/app/']) {
  test(`${path} allows its inline scripts by hash, never 'unsafe-inline'`, async ({ request }) => {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(await response.text()).not.toMatch(/<meta[^>]+http-equiv="content-security-policy"/i);
  });
}
