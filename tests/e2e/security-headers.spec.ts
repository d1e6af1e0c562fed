import { expect, test } from '@playwright/test';

// Static files (prerendered pages) and rendered responses carry the same security headers.
for (const path of ['/', '/privacy/', '/api/values', '/no-such-page/']) {
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
