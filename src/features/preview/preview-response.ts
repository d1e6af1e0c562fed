/**
 * What every answer under /preview/ gets, whatever rendered it (the preview, the 404 it rewrites to, the
 * redirect after the secret, the event stream): never cached, never indexed. A preview page's links to
 * documents with drafts are pointed at their previews (links.ts). Plain functions of a Response, so
 * src/middleware.ts stays a list of steps.
 */
import { rewritePreviewLinks } from './links.ts';

/** Headers every preview answer carries: never cached, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const isPreviewPath = (pathname: string): boolean => pathname === '/preview' || pathname.startsWith('/preview/');

/** The preview answer with its headers, and its HTML links rewritten when `links` is given. */
export async function finishPreviewResponse(
  response: Response,
  links: ReadonlyMap<string, string> | undefined,
): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS))
    headers.set(
      name,
      name === 'Cache-Control' && /no-transform/.test(headers.get(name) ?? '') ? `${value}, no-transform` : value,
    );
  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  if (!links || links.size === 0 || !isHtml || !response.body) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const html = rewritePreviewLinks(await response.text(), links);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
