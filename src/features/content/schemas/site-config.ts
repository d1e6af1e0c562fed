/** `siteConfig`: the one site configuration document (`_id: "siteConfig"`). */
import { z } from 'zod';
import { imageSchema, linkSchema, referenceSchema } from './common.ts';
import { documentFields } from './document-fields.ts';

export const siteConfigSchema = z
  .object({
    ...documentFields,
    _type: z.literal('siteConfig'),
    /** The brand shown in the header, footer and titles (project addition; missing: `defaultSEO.pageTitle`). */
    siteName: z.string().optional(),
    /** SEO every page falls back to. */
    defaultSEO: z
      .object({
        /** Title of pages without their own. */
        pageTitle: z.string().default(''),
        /** Meta description of pages without their own. */
        pageDescription: z.string().default(''),
        /** Meta keywords. */
        pageKeyWords: z.string().optional(),
        /** Open Graph image of pages without their own. */
        ogImage: imageSchema.optional(),
        /** The organisation's own JSON-LD, as a JSON string. */
        jsonLD: z.string().optional(),
      })
      .default({ pageTitle: '', pageDescription: '' }),
    /** The form "Enquire now" opens on agency-priced products. */
    agencyEnquiryForm: referenceSchema.optional(),
    /** Social profiles in the footer; `platform` is free text (LinkedIn, YouTube, ...). */
    socialLinks: z.array(z.object({ _key: z.string(), platform: z.string(), url: z.url() })).default([]),
    /** The header menu; a top item without a link only opens its dropdown. */
    mainMenu: z
      .array(
        z.object({
          _key: z.string(),
          title: z.string(),
          link: linkSchema.optional(),
          children: z
            .array(
              z.object({
                _key: z.string(),
                title: z.string(),
                link: linkSchema.optional(),
                description: z.string().optional(),
              }),
            )
            .default([]),
        }),
      )
      .default([]),
    /** The footer: newsletter call, link groups and copyright line. */
    footer: z
      .object({
        newsletterText: z.string().optional(),
        newsletterLink: linkSchema.optional(),
        linkGroups: z
          .array(
            z.object({
              _key: z.string(),
              title: z.string(),
              links: z
                .array(z.object({ _key: z.string(), title: z.string(), link: linkSchema.optional() }))
                .default([]),
            }),
          )
          .default([]),
        copyright: z.string().optional(),
      })
      .default({ linkGroups: [] }),
    /** Where the header's contact button goes (project addition). */
    contactLink: linkSchema.optional(),
  })
  .transform((config) => ({ ...config, siteName: config.siteName ?? config.defaultSEO.pageTitle }));

export type SiteConfig = z.infer<typeof siteConfigSchema>;
