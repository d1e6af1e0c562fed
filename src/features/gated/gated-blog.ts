/** Which blogs are gated, and by which form (SPEC §1). Pure: no IO. */
import type { Blog } from '../content/schemas/index.ts';

/** Blog types whose content is gated behind a form (SPEC §1). */
export const GATED_BLOG_TYPES: readonly Blog['blogType'][] = ['watch', 'download'];

/** The id of the form that gates `blog`, or undefined when the blog is not gated. */
export function gatedFormIdOf(blog: Pick<Blog, 'blogType' | 'gatedForm'>): string | undefined {
  return GATED_BLOG_TYPES.includes(blog.blogType) ? blog.gatedForm?._ref : undefined;
}
