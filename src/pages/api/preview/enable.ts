import type { APIRoute } from 'astro';
import { methodNotAllowed, problem } from '../../../lib/http/json-response.ts';
import { studioPreviewCookie } from '../../../features/preview/access.server.ts';
import { studioPreviewTarget } from '../../../features/preview/studio-target.ts';
import { services } from '../../../services/config.ts';

export const prerender = false;

/**
 * GET /api/preview/enable: the Studio's Presentation tool opens its preview here with a secret it
 * wrote to the dataset (`sanity-preview-secret`, `sanity-preview-pathname`). A valid one earns the
 * preview cookie (made for the Studio's frame) and a redirect to the preview page asked for; anything
 * else is a 401. 404 without Sanity or without PREVIEW_SECRET (preview is off).
 */
export const GET: APIRoute = async ({ url }) => {
  const secret = services().config.preview.secret;
  const validate = services().content().validatePreviewUrl;
  if (!secret || !validate) return problem('Not found', 404);
  const check = await validate(url.href).catch(() => ({ isValid: false, redirectTo: undefined }));
  if (!check.isValid)
    return problem(
      'The Studio’s preview secret is missing, wrong or expired: open the preview from the Studio again.',
      401,
    );
  return new Response(null, {
    status: 303,
    headers: {
      Location: studioPreviewTarget(check.redirectTo),
      'Set-Cookie': studioPreviewCookie(secret),
      'Cache-Control': 'no-store',
    },
  });
};

/** Any other method: 405 with a JSON message. */
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/preview/enable', ['GET']);
