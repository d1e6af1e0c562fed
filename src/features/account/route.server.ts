/**
 * What every account endpoint does around its own work: read the session (401 without one), answer an
 * Outcome as JSON, and turn an unexpected failure into a 503 with a message (logged, never a stack).
 */
import { json, problem } from '../../lib/http/json-response.ts';
import { services } from '../../services/config.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import type { Outcome } from '../../lib/http/outcome.ts';
import { logFailure } from '../../services/log-failure.ts';

export const SIGN_IN_REQUIRED = 'Please sign in first.';
const UNAVAILABLE = 'Accounts are not available at the moment. Please try again later.';

/** Run `handle` for the signed-in identity of `request`. */
export async function forSignedIn(
  request: Request,
  name: string,
  handle: (session: SessionIdentity) => Promise<Outcome | Response>,
): Promise<Response> {
  try {
    const session = await services().session(request.headers);
    if (!session) return problem(SIGN_IN_REQUIRED, 401);
    const outcome = await handle(session);
    return outcome instanceof Response ? outcome : json(outcome.body, outcome.status);
  } catch (error) {
    logFailure(`${name}: failed.`, error);
    return problem(UNAVAILABLE, 503);
  }
}
