/**
 * What a preview answer's security headers add to the site's policy, and nothing else does. The
 * click-to-edit overlay injects its styles as `<style>` elements, which style-src 'unsafe-inline'
 * (the site's base policy) already allows; it loads its code from /_astro like any chunk, and talks
 * to the Studio only by postMessage. What a preview may need on top: to be framed by the Studio's
 * Presentation tool when the Studio is on another origin (SANITY_STUDIO_URL absolute), so its origin
 * joins frame-ancestors, and X-Frame-Options (which cannot name another origin) is left out. A Studio
 * at the site's own /studio frames it under 'self' as every page allows. Pure.
 */
import type { CspDirectives } from '../../lib/security/headers.ts';

/** Where the Studio is (services/studio-settings.ts). */
export interface StudioLocation {
  url: string;
  external: boolean;
}

/** The CSP sources of a preview answer: `vendor` (every page's) plus the Studio's origin as a frame ancestor. */
export function previewCspSources(
  vendor: Readonly<Partial<CspDirectives>>,
  studio: StudioLocation,
): Readonly<Partial<CspDirectives>> {
  if (!studio.external) return vendor;
  return { ...vendor, 'frame-ancestors': [...(vendor['frame-ancestors'] ?? []), new URL(studio.url).origin] };
}

/** The security headers of a preview answer: without X-Frame-Options when an outside Studio frames it. */
export function previewSecurityHeaders(
  headers: Readonly<Record<string, string>>,
  studio: StudioLocation,
): Record<string, string> {
  if (!studio.external) return { ...headers };
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'x-frame-options'));
}
