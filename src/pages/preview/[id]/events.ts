import type { APIRoute } from 'astro';
import { PREVIEW_COOKIE, previewAccess } from '../../../features/preview/access.server.ts';
import { EVENT_STREAM_HEADERS, previewEventStream } from '../../../features/preview/live.server.ts';
import { problem } from '../../../lib/http/json-response.ts';
import { services } from '../../../services/config.ts';

export const prerender = false;

/** The live-update stream of a preview (server-sent events); 404 without the preview cookie. */
export const GET: APIRoute = ({ url, cookies, request }) => {
  const access = previewAccess(url, cookies.get(PREVIEW_COOKIE)?.value, services().config.preview.secret);
  if (access.kind !== 'allowed') return problem('Not found', 404);
  return new Response(previewEventStream(request.signal), { headers: EVENT_STREAM_HEADERS });
};
