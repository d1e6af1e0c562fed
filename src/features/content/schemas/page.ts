/** `page`: a content page rendered by one of the page templates. */
import { z } from 'zod';
import { referenceSchema, seoSchema, slugSchema } from './common.ts';
import { documentFields, optionalBlocks } from './document-fields.ts';

export const pageTemplates = [
  'home',
  'contact',
  'legal',
  'ourTeam',
  'services',
  'knowledgeHub',
  'allProducts',
  'technical',
  'features',
  'generic',
] as const;
export type PageTemplate = (typeof pageTemplates)[number];

export const pageSchema = z
  .object({
    ...documentFields,
    _type: z.literal('page'),
    /** Page heading (missing: the slug). */
    title: z.string().optional(),
    /** `home` pages have slug `home`; nested regional pages may hold `/` (`services/training`). */
    slug: slugSchema,
    /** Which template renders the page (missing: generic). */
    template: z.enum(pageTemplates).default('generic'),
    /** A region (page under `/{iban}/`) or the globalised region (every region); none = a global page. */
    region: referenceSchema.optional(),
    /** An introduction under the title (project addition). */
    intro: z.string().optional(),
    /** The page body. */
    blocks: optionalBlocks,
    /** The page's own SEO. */
    seo: seoSchema.optional(),
  })
  .transform((page) => ({ ...page, title: page.title ?? page.slug.current }));

export type Page = z.infer<typeof pageSchema>;
