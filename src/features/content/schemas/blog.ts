/** `blog`: an article, webinar, white paper, video or how-to in the knowledge hub. */
import { z } from 'zod';
import { imageSchema, referenceSchema, seoSchema, slugSchema } from './common.ts';
import { documentFields, isoDateSchema, optionalBlocks } from './document-fields.ts';

import { blogTypes, type BlogType } from '../../../schemas/blog-type.ts';

export { blogTypes, type BlogType };

export const blogSchema = z
  .object({
    ...documentFields,
    _type: z.literal('blog'),
    /** read (article), watch (webinar), download (white paper), video, howTo (missing: read). */
    blogType: z.enum(blogTypes).default('read'),
    /** Headline (missing: the slug). */
    title: z.string().optional(),
    /** URL segment under `/knowledge-hub/`. */
    slug: slugSchema,
    /** One or two sentences for cards and the meta description (project addition). */
    excerpt: z.string().optional(),
    /** Card picture. */
    previewImage: imageSchema.optional(),
    /** Products or industries the blog is about. */
    relatedTo: z.array(referenceSchema).default([]),
    /** The blog's category. */
    blogCategory: referenceSchema.optional(),
    /** Lists are ordered by it, newest first (missing: undated, listed last). */
    publishDate: isoDateSchema.optional(),
    /** Webinar details (`watch`); `date` is an ISO date-time with offset. */
    webinar: z.object({ date: z.string(), duration: z.string(), presenter: z.string() }).optional(),
    /** The body. */
    content: optionalBlocks,
    /** The form a visitor submits to unlock `watch`/`download` content. */
    gatedForm: referenceSchema.optional(),
    /** Blocks shown once the gated form was submitted. */
    successContentBlocks: optionalBlocks,
    /** Vimeo video (`video` blogs). */
    vimeoVideoId: z.string().optional(),
    /** YouTube video (`video` blogs). */
    youtubeId: z.string().optional(),
    /** The page's own SEO. */
    seo: seoSchema.optional(),
  })
  .transform((blog) => ({ ...blog, title: blog.title ?? blog.slug.current }));

export type Blog = z.infer<typeof blogSchema>;
