/** CSP directives: name to sources. */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * The site's Content-Security-Policy. Scripts need 'unsafe-inline': Astro inlines its island
 * bootstrap (`astro-island`) and small processed `<script>`s into the HTML. Styles need it for
 * Astro's scoped and inlined styles and `style` attributes. Video blocks frame YouTube (no-cookie)
 * and Vimeo. Vendors' hosts (Sanity's image CDN, Algolia, Firebase, Stripe) are added only when the
 * configuration turns them on (services/csp.ts, passed in as `csp`).
 */
export const CSP_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'media-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Serialise directives, adding `extra` sources (e.g. a configured payment or identity host). */
export function contentSecurityPolicy(extra: Readonly<Partial<CspDirectives>> = {}, { https = false } = {}): string {
  const names = [...new Set([...Object.keys(CSP_DIRECTIVES), ...Object.keys(extra)])];
  const parts = names.map((name) => {
    const sources = [...new Set([...(CSP_DIRECTIVES[name] ?? []), ...(extra[name] ?? [])])];
    return `${name} ${sources.join(' ')}`;
  });
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The security headers for a response. Strict-Transport-Security (and upgrade-insecure-requests)
 * only on https: browsers ignore HSTS over http, and a local http server must stay reachable.
 */
export function securityHeaders({ https = false, csp = {} }: { https?: boolean; csp?: Readonly<Partial<CspDirectives>> } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp, { https }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(self)',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A response carrying `headers`, keeping any the handler set itself. Responses with immutable
 * headers (redirects, fetched responses) are copied.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of missing) copy.headers.set(name, value);
    return copy;
  }
}
