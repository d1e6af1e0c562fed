/** `industry`: an industry page with its services and customers tabs. */
import { z } from 'zod';
import { imageSchema, referenceSchema, seoSchema, slugSchema } from './common.ts';
import { documentFields, optionalBlocks } from './document-fields.ts';

export const industrySchema = z
  .object({
    ...documentFields,
    _type: z.literal('industry'),
    /** Industry name (missing: the slug). */
    title: z.string().optional(),
    /** URL segment at the root (`/{slug}/`). */
    slug: slugSchema,
    /** One line for cards and previews (project addition). */
    summary: z.string().optional(),
    /** Picture for cards (project addition). */
    image: imageSchema.optional(),
    /** Regions whose regional variant of the page is served. */
    regions: z.array(referenceSchema).default([]),
    /** The page's blocks. */
    overview: optionalBlocks,
    /** `/{slug}/services/` blocks (the page exists when non-empty). */
    services: optionalBlocks,
    /** `/{slug}/customers/` blocks (the page exists when non-empty). */
    customers: optionalBlocks,
    /** Products of the industry, besides those that reference it. */
    products: z.array(referenceSchema).default([]),
    /** The page's own SEO. */
    seo: seoSchema.optional(),
  })
  .transform((industry) => ({ ...industry, title: industry.title ?? industry.slug.current }));

export type Industry = z.infer<typeof industrySchema>;
