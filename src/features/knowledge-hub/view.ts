import { blogTypes, type Blog, type BlogType } from '../content/schemas/index.ts';
import { blogListLimit } from '../content/selectors.ts';

/** What the knowledge hub shows for a query string. */
export type KnowledgeHubView =
  | { kind: 'sections'; sections: { blogType: BlogType; blogs: Blog[] }[] }
  | { kind: 'type'; blogType: BlogType; blogs: Blog[] }
  | { kind: 'all'; blogs: Blog[] };

const isBlogType = (value: string | null): value is BlogType => blogTypes.some((type) => type === value);

/**
 * `?showAll=true` lists every blog; `?blogType=<type>` every blog of that type; otherwise the newest
 * of each type (limits by type, docs/requirements.md#timings-and-limits). Blogs arrive newest first. An unknown type shows the default.
 */
export function knowledgeHubView(blogs: readonly Blog[], params: URLSearchParams): KnowledgeHubView {
  if (params.get('showAll') === 'true') return { kind: 'all', blogs: [...blogs] };
  const type = params.get('blogType');
  if (isBlogType(type)) return { kind: 'type', blogType: type, blogs: blogs.filter((blog) => blog.blogType === type) };
  const sections = blogTypes
    .map((blogType) => ({
      blogType,
      blogs: blogs.filter((blog) => blog.blogType === blogType).slice(0, blogListLimit(blogType)),
    }))
    .filter((section) => section.blogs.length > 0);
  return { kind: 'sections', sections };
}
