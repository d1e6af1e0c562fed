import { z } from 'zod';

/** A Sanity slug: `{ _type: "slug", current: "strata-bim" }`. */
export const slugSchema = z.object({
  _type: z.literal('slug').optional(),
  /** The URL segment(s); may hold `/` for nested pages such as `services/training`. */
  current: z
    .string()
    .min(1)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'lower-case words joined by - or /'),
});

/** A reference to another document by `_id`. */
export const referenceSchema = z.object({
  _type: z.literal('reference').optional(),
  _ref: z.string().min(1),
  _key: z.string().optional(),
});

/** A Sanity image object; `asset` refers to a `sanity.imageAsset` document. */
export const imageSchema = z.object({
  _type: z.literal('image').optional(),
  asset: referenceSchema,
  /** Alternative text; empty only for decorative images. */
  alt: z.string().default(''),
});

/**
 * A link: exactly one of `internal` (a reference, resolved by the link rules of docs/requirements.md#link-resolution),
 * `external` (an absolute URL) or `path` (a plain site path).
 */
export const linkSchema = z
  .object({
    _type: z.literal('link').optional(),
    internal: referenceSchema.optional(),
    external: z.url().optional(),
    path: z.string().startsWith('/').optional(),
  })
  .refine((link) => [link.internal, link.external, link.path].filter(Boolean).length === 1, {
    message: 'a link needs exactly one of internal, external or path',
  });

/** A call to action: a label and where it goes. */
export const ctaSchema = z.object({ label: z.string().min(1), link: linkSchema });

/** Portable Text: arrays of `block` objects (checked loosely; the renderer ignores unknown marks). */
export const portableTextSchema = z.array(z.looseObject({ _type: z.string(), _key: z.string().optional() }));

/** Search-engine metadata for a page-like document; empty fields fall back to `siteConfig.defaultSEO`. */
export const seoSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  ogImage: imageSchema.optional(),
  noIndex: z.boolean().optional(),
});

export type Reference = z.infer<typeof referenceSchema>;
export type SanityImage = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type PortableText = z.infer<typeof portableTextSchema>;
export type Seo = z.infer<typeof seoSchema>;
