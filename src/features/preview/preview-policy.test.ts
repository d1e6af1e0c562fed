import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../lib/security/headers.ts';
import { previewCspSources, previewSecurityHeaders } from './preview-policy.ts';

const ownStudio = { url: '/studio', external: false };
const deployed = { url: 'https://tasmancad.sanity.studio', external: true };
const vendor = { 'img-src': ['https://cdn.sanity.io'] };

describe("a preview's security headers", () => {
  it('are every page’s when the Studio is the site’s own /studio', () => {
    expect(previewCspSources(vendor, ownStudio)).toBe(vendor);
    const headers = securityHeaders({ csp: previewCspSources(vendor, ownStudio) });
    expect(previewSecurityHeaders(headers, ownStudio)).toEqual(securityHeaders({ csp: vendor }));
  });

  it('let a Studio on another origin frame the preview, and only that one', () => {
    const policy = contentSecurityPolicy(previewCspSources(vendor, deployed));
    expect(policy).toMatch(/frame-ancestors 'self' https:\/\/tasmancad\.sanity\.studio(;|$)/);
    expect(policy).toContain('img-src');
    const headers = previewSecurityHeaders(securityHeaders({ csp: previewCspSources(vendor, deployed) }), deployed);
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toContain('https://tasmancad.sanity.studio');
  });

  it('keep style-src open to inline styles, which the overlay injects', () => {
    expect(contentSecurityPolicy(previewCspSources(vendor, ownStudio))).toMatch(/style-src 'self' 'unsafe-inline'/);
  });
});
