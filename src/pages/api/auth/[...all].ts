import type { APIRoute } from 'astro';
import { problem } from '../../../lib/http/json-response.ts';
import { screenAuthRequest } from '../../../features/account/screen-auth-request.ts';
import { services } from '../../../services/config.ts';
import { withClientAddress } from '../../../services/identity/auth.server.ts';
import { logFailure } from '../../../services/log-failure.ts';

export const prerender = false;

/**
 * /api/auth/*: the embedded identity server (better-auth; docs/api.md). The client address feeds its rate
 * limit. What the request carries is checked first (screenAuthRequest), as every other endpoint's body is.
 */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const screened = await screenAuthRequest(request);
  if ('response' in screened) return screened.response;
  try {
    const auth = await services().auth();
    return await auth.handler(withClientAddress(screened.request, clientAddress));
  } catch (error) {
    logFailure(`${request.method} /api/auth: failed.`, error);
    return problem('Sign-in is not available at the moment. Please try again later.', 503);
  }
};
