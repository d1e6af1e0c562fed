/**
 * Who may read a gated blog's success content and files (docs/requirements.md#blogs-and-gated-content): a browser
 * that sent the blog's gated form (its signed grant cookie names the blog), or a signed-in reader whose
 * resources record lists the blog (the requested-blog record, kept across devices).
 */
import { services } from '../../services/config.ts';
import { getResources } from '../../services/db/resources.ts';
import type { SessionIdentity } from '../../services/identity/session-identity.ts';
import { cookieValue } from '../../lib/http/cookies.ts';
import { GRANT_COOKIE, GRANT_SECONDS, readGrant, signGrant } from './grant.server.ts';

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

async function sessionOf(headers: Headers): Promise<SessionIdentity | undefined> {
  try {
    return await services().session(headers);
  } catch (error) {
    console.error('gated content: the session could not be read; treated as signed out.', error);
    return undefined;
  }
}

/** Whether the request may have the gated content of `blogId`. Throws only when the database fails. */
export async function mayReadGatedBlog(headers: Headers, blogId: string): Promise<boolean> {
  const secret = await services().secret();
  if (readGrant(secret, cookieValue(headers.get('cookie'), GRANT_COOKIE), nowInSeconds()).includes(blogId)) return true;
  const session = await sessionOf(headers);
  if (!session) return false;
  const record = await getResources(await services().database(), session.uid);
  return record.requestedBlogs.includes(blogId);
}

/**
 * The Set-Cookie header that adds `blogId` to the browser's grant (the blogs it already holds kept),
 * valid GRANT_SECONDS from now. HttpOnly: page scripts never see it; Secure when served over https.
 */
export async function grantCookieFor(headers: Headers, blogId: string, https: boolean): Promise<string> {
  const secret = await services().secret();
  const now = nowInSeconds();
  const held = readGrant(secret, cookieValue(headers.get('cookie'), GRANT_COOKIE), now);
  const value = signGrant(secret, [...held, blogId], now + GRANT_SECONDS);
  return `${GRANT_COOKIE}=${value}; Path=/api/; Max-Age=${GRANT_SECONDS}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}
