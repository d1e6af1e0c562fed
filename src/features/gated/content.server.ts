/**
 * The success content of a gated blog, served on demand (GET /api/gated/{blogId}):
 * never in the prerendered page, only to a request that may read it (access.server.ts), with every
 * gated file link signed for a short while. The route renders the blocks; this decides what and whether.
 */
import { services } from '../../services/config.ts';
import type { RenderContext } from '../content/render-context.ts';
import type { Block } from '../content/schemas/index.ts';
import { gatedFormIdOf } from './gated-blog.ts';
import { getSiteRoutes } from '../content/site-routes.server.ts';
import { mayReadGatedBlog } from './access.server.ts';
import { linkGatedFiles } from './gated-links.ts';
import { FILE_LINK_SECONDS, signFileLink } from './grant.server.ts';

/** Texts of the refusals (docs/forms.md). */
export const GATED_MESSAGES = {
  notGated: 'There is no gated content with this id.',
  locked: 'Send the form on this page to unlock this content.',
  unavailable: 'This content cannot be loaded at the moment. Please try again later.',
} as const;

export type GatedContentView =
  | { kind: 'content'; ctx: RenderContext; blocks: Block[] }
  | { kind: 'refused'; status: 403 | 404 | 503; message: string };

/** What GET /api/gated/{blogId} answers to a request with these headers. */
export async function gatedContentView(headers: Headers, blogId: string): Promise<GatedContentView> {
  try {
    const { content, routes, knownPaths } = await getSiteRoutes();
    const blog = content.byId.get(blogId);
    const route = routes.find((candidate) => candidate.kind === 'blog' && candidate.blogId === blogId);
    if (blog?._type !== 'blog' || !gatedFormIdOf(blog) || !route)
      return { kind: 'refused', status: 404, message: GATED_MESSAGES.notGated };
    if (!(await mayReadGatedBlog(headers, blogId)))
      return { kind: 'refused', status: 403, message: GATED_MESSAGES.locked };
    const secret = await services().secret();
    const expires = Math.floor(Date.now() / 1000) + FILE_LINK_SECONDS;
    const blocks = linkGatedFiles(blog.successContentBlocks ?? [], (file) => signFileLink(secret, file, expires));
    return { kind: 'content', ctx: { content, knownPaths, path: route.path, currentId: blogId }, blocks };
  } catch (error) {
    console.error(`GET /api/gated/${blogId}: failed.`, error);
    return { kind: 'refused', status: 503, message: GATED_MESSAGES.unavailable };
  }
}
