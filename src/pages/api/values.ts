import type { APIRoute } from 'astro';
import { cacheThisAnswer } from '../../features/page-cache/mark.ts';
import { getSiteContent } from '../../features/content/site-content.server.ts';
import { siteValues } from '../../features/values/values.ts';
import { json, requestedMethod } from '../../lib/http/json-response.ts';

export const prerender = false;

const CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/values: the regions and pricing constants islands need (shape in docs/api.md). Kept in the
 * page cache until a publish: the server wrapper then answers it without Astro.
 */
export const GET: APIRoute = async ({ locals }) => {
  try {
    const { regions } = await getSiteContent();
    cacheThisAnswer(locals, CACHE_CONTROL);
    return json({ data: siteValues(regions) }, 200, { 'Cache-Control': CACHE_CONTROL });
  } catch (error) {
    console.error('GET /api/values: the content could not be read.', error);
    return json({ message: 'The site values are not available at the moment. Please try again later.' }, 500);
  }
};

/** HEAD answers as GET without the body (Astro drops it); named here because `ALL` would catch it first. */
export const HEAD: APIRoute = (context) => GET(context);

/** Any other method: 405 with a JSON message. */
export const ALL: APIRoute = ({ request }) =>
  json({ message: `Method ${requestedMethod(request)} is not allowed on /api/values; use GET.` }, 405, {
    Allow: 'GET, HEAD',
  });
