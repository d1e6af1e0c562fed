/** Which blogs are gated, and by which form (docs/requirements.md#blogs-and-gated-content). Pure: no IO. */
import type { Blog } from '../content/schemas/index.ts';

/** Blog types whose content is gated behind a form (docs/requirements.md#blogs-and-gated-content). */
export const GATED_BLOG_TYPES: readonly Blog['blogType'][] = ['watch', 'download'];

/** The id of the form that gates `blog`, or undefined when the blog is not gated. */
export function gatedFormIdOf(blog: Pick<Blog, 'blogType' | 'gatedForm'>): string | undefined {
  return GATED_BLOG_TYPES.includes(blog.blogType) ? blog.gatedForm?._ref : undefined;
}
