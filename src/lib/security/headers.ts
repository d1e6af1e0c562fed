import type { AstroUserConfig } from 'astro';

/** CSP directives: name to sources. */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * The site's Content-Security-Policy. Scripts: the site's own files only; Astro adds the hash of every
 * inline script it emits (island bootstrap, client directives, small processed `<script>`s) to the
 * policy of each page (`security.csp` in astro.config.mjs, from astroCsp below), so no inline script
 * runs unless Astro wrote it. Styles keep 'unsafe-inline': Astro's scoped styles could be hashed, but
 * `style` attributes (set by components, React and the island runtime) cannot be allowed by hash
 * without 'unsafe-hashes' and a hash per value, and a hash in style-src would switch 'unsafe-inline'
 * off. Video blocks frame YouTube (no-cookie) and Vimeo. Vendors' hosts (Sanity's image CDN, Algolia,
 * Firebase, Stripe) are added only when the configuration turns them on (services/csp.ts, passed in as
 * `csp`).
 */
export const CSP_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * The base policy as Astro's `security.csp` takes it: Astro writes script-src (with its hashes) and
 * style-src itself from these resources, and every other directive as given. `scriptHashes` allow
 * inline scripts of our own that every page carries (inline-scripts.ts `scriptHash`).
 */
export function astroCsp({ scriptHashes = [] }: { scriptHashes?: readonly `sha256-${string}`[] } = {}): AstroCsp {
  const { 'script-src': scripts = [], 'style-src': styles = [], ...others } = CSP_DIRECTIVES;
  return {
    directives: Object.entries(others).map(
      ([name, sources]) => `${name} ${sources.join(' ')}` as NonNullable<AstroCsp['directives']>[number],
    ),
    scriptDirective: { resources: [...scripts], ...(scriptHashes.length > 0 ? { hashes: [...scriptHashes] } : {}) },
    styleDirective: { resources: [...styles] },
  };
}

/** A policy header read back into directives (`a x y; b z;` -> {a: [x, y], b: [z]}). */
export function parsePolicy(policy: string): CspDirectives {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = [...(directives[name.toLowerCase()] ?? []), ...sources];
  }
  return directives;
}

/**
 * Serialise `base` (default: the site's policy), adding `extra` sources (e.g. a configured payment or
 * identity host); on https also upgrade-insecure-requests.
 */
export function contentSecurityPolicy(
  extra: Readonly<Partial<CspDirectives>> = {},
  { https = false, base = CSP_DIRECTIVES }: { https?: boolean; base?: CspDirectives } = {},
): string {
  const names = [...new Set([...Object.keys(base), ...Object.keys(extra)])].filter(
    (name) => name !== 'upgrade-insecure-requests',
  );
  const parts = names.map((name) => {
    const sources = [...new Set([...(base[name] ?? []), ...(extra[name] ?? [])])];
    return [name, ...sources].join(' ');
  });
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

interface SecurityHeaderOptions {
  https?: boolean;
  csp?: Readonly<Partial<CspDirectives>>;
  /** The response's own policy (a page's, with Astro's script hashes): it replaces the base policy. */
  ownPolicy?: string | undefined;
}

/**
 * The security headers for a response. Strict-Transport-Security (and upgrade-insecure-requests)
 * only on https: browsers ignore HSTS over http, and a local http server must stay reachable.
 */
export function securityHeaders({ https = false, csp = {}, ownPolicy }: SecurityHeaderOptions = {}): Record<
  string,
  string
> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp, {
      https,
      ...(ownPolicy ? { base: parsePolicy(ownPolicy) } : {}),
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(self)',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A response carrying `headers`, keeping any the handler set itself except those named in `replace`.
 * Responses with immutable headers (redirects, fetched responses) are copied.
 */
export function withHeaders(
  response: Response,
  headers: Record<string, string>,
  replace: readonly string[] = [],
): Response {
  const replaced = new Set(replace.map((name) => name.toLowerCase()));
  const toSet = Object.entries(headers).filter(
    ([name]) => replaced.has(name.toLowerCase()) || !response.headers.has(name),
  );
  if (toSet.length === 0) return response;
  try {
    for (const [name, value] of toSet) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of toSet) copy.headers.set(name, value);
    return copy;
  }
}
