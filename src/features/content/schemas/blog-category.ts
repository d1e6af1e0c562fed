/** `blogCategory`: a category blogs are filed under. */
import { z } from 'zod';
import { slugSchema } from './common.ts';
import { documentFields } from './document-fields.ts';

export const blogCategorySchema = z
  .object({
    ...documentFields,
    _type: z.literal('blogCategory'),
    /** Category name. */
    title: z.string().optional(),
    /** Category id in filters. */
    slug: slugSchema,
  })
  .transform((category) => ({ ...category, title: category.title ?? category.slug.current }));

export type BlogCategory = z.infer<typeof blogCategorySchema>;
