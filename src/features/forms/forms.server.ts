/**
 * POST /api/forms around submitForm: same-site check, body parsing, and the server's content,
 * database, session and forms adapter (from the composition root, services/config.ts). An
 * unexpected failure is logged and answered 503 with a message, never a stack.
 */
import { services } from '../../services/config.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import { getSiteContent } from '../content/site-content.server.ts';
import { grantCookieFor } from '../gated/access.server.ts';
import { json, problem, readBody } from '../../lib/http/json-response.ts';
import { formSubmissionSchema } from './submission.ts';
import { submitForm } from './submit.server.ts';
import { cookieValue } from '../../lib/http/cookies.ts';
import { logFailure } from '../../services/log-failure.ts';

const UNAVAILABLE = 'Forms cannot be sent at the moment. Please try again later.';
const CROSS_SITE = 'Forms can only be sent from this site.';

/**
 * A browser always sends Origin with a POST; one naming another host is a cross-site request. Hosts
 * are compared (not schemes), so a server behind a TLS-terminating proxy still accepts its own pages.
 */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/** The signed-in reader, or undefined; a failing session lookup reads as signed out (logged). */
async function sessionOf(headers: Headers): Promise<SessionIdentity | undefined> {
  try {
    return await services().session(headers);
  } catch (error) {
    logFailure('POST /api/forms: the session could not be read; treated as signed out.', error);
    return undefined;
  }
}

/** Answers POST /api/forms. */
export async function handleFormPost(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return problem(CROSS_SITE, 403);
  const body = await readBody(request, formSubmissionSchema);
  if ('response' in body) return body.response;
  // A bot filled in the honeypot: it is told the form was sent (so it does not try another way), and
  // nothing is stored or mailed.
  if (body.data.website) return json({ data: { id: crypto.randomUUID() } }, 201);
  try {
    const [content, session] = await Promise.all([getSiteContent(), sessionOf(request.headers)]);
    const hutk = cookieValue(request.headers.get('cookie'), 'hubspotutk');
    const outcome = await submitForm(body.data, {
      content,
      session,
      forwardToHubspot: services().config.forms.kind === 'hubspot',
      hutk,
    });
    // A gated form sent: this browser may now fetch the blog's success content.
    const { blogId } = body.data;
    const grant =
      outcome.status === 201 && blogId !== undefined
        ? { 'Set-Cookie': await grantCookieFor(request.headers, blogId, new URL(request.url).protocol === 'https:') }
        : undefined;
    return json(outcome.body, outcome.status, grant);
  } catch (error) {
    logFailure('POST /api/forms: failed.', error);
    return problem(UNAVAILABLE, 503);
  }
}
