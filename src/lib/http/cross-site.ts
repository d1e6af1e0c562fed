/**
 * The origin check of writes (Astro's `security.checkOrigin` rule, applied by src/middleware.ts so the
 * refusal can be JSON with a message): a POST, PUT, PATCH or DELETE to a page rendered on demand is
 * cross-site when its Origin is not the site's own and it either has no Content-Type or a form's (what
 * a page on another site can send without asking). JSON writes without Origin (Stripe's webhook) pass.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** True when `request` to `url` is a write another site could have made a browser send. */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (!WRITES.has(request.method)) return false;
  if (request.headers.get('origin') === url.origin) return false;
  const type = request.headers.get('content-type');
  if (type === null) return true;
  const lower = type.toLowerCase();
  return FORM_CONTENT_TYPES.some((form) => lower.includes(form));
}

/** The refusal: 403 with a message. */
export const crossSiteMessage = (method: string): string =>
  `Cross-site ${method} requests are not allowed: send them from this site's own pages.`;
