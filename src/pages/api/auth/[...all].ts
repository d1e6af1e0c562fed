import type { APIRoute } from 'astro';
import { problem } from '../../../features/http/json-response.ts';
import { services } from '../../../services/config.ts';
import { withClientAddress } from '../../../services/identity/auth.server.ts';

export const prerender = false;

/** /api/auth/*: the embedded identity server (better-auth; docs/api.md). The client address feeds its rate limit. */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  try {
    const auth = await services().auth();
    return await auth.handler(withClientAddress(request, clientAddress));
  } catch (error) {
    console.error(`${request.method} /api/auth: failed.`, error);
    return problem('Sign-in is not available at the moment. Please try again later.', 503);
  }
};
