/** `productFamily`: a product with its pages, and the sellable variants and prices inside it. */
import { z } from 'zod';
import { imageSchema, referenceSchema, seoSchema, slugSchema } from './common.ts';
import {
  amountSchema,
  attributeValueSchema,
  documentFields,
  isoDateSchema,
  optionalBlocks,
} from './document-fields.ts';

/** A price of a variant. Promo validity is judged 04:00 `from` to 19:00 `to`, Pacific/Auckland. */
export const priceSchema = z.object({
  _key: z.string().optional(),
  /** NZD, AUD or USD; counts only in the region of its currency. */
  currency: z.enum(['NZD', 'AUD', 'USD']),
  /** Decimal text ("1234.50"): what the shop charges. */
  amount: amountSchema,
  /** The same amount as a number (informational). */
  amountNum: z.number().nonnegative().optional(),
  /** Unique id of the price in the upstream catalogue. */
  price_id: z.string().min(1),
  /** Territories the price applies to (`["NZ"]`). */
  territories: z.array(z.string()).default([]),
  /** Promo validity, dates `YYYY-MM-DD`. */
  validity: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
  /** Promo and agency flags; a promo applies only to variants with all its attribute values. */
  metadata: z
    .object({
      is_promo: z.boolean().default(false),
      is_agency: z.boolean().default(false),
      attribute_values: z.array(attributeValueSchema).default([]),
    })
    .default({ is_promo: false, is_agency: false, attribute_values: [] }),
});

export const productCategories = [
  'Software',
  'Hardware',
  'Services',
  'Training',
  'Freight',
  'CTS',
  'Consulting',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** A sellable variant of a product family. */
export const variantSchema = z.object({
  _key: z.string().optional(),
  /** Upstream catalogue id of the variant. */
  product_id: z.string().min(1),
  /** Variant name ("Strata BIM 1-year subscription"). */
  title: z.string().default(''),
  /** Hidden variants are never sold or priced. */
  hidden: z.boolean().default(false),
  /** What distinguishes the variant (`term: 1-year`, `licence: network`). */
  attribute_values: z.array(attributeValueSchema).default([]),
  /** Its prices, per currency, standard and promo. */
  prices: z.array(priceSchema).default([]),
  /** Repeats the family's id (missing: the family's). */
  product_family_id: z.string().optional(),
  /** Repeats the family's category (missing: the family's). */
  product_category: z.enum(productCategories).optional(),
});

export const productFamilySchema = z
  .object({
    ...documentFields,
    _type: z.literal('productFamily'),
    /** Card and listing title (missing: the name, else the slug). */
    title: z.string().optional(),
    /** URL segment under `/products/`. */
    slug: slugSchema,
    /** The product's name (may differ from the title; missing: the title). */
    name: z.string().optional(),
    /** Regions whose routes the product gets (`/{region}/products/{slug}/`). */
    regions: z.array(referenceSchema).default([]),
    /** Maker of the product. */
    vendor: z.string().optional(),
    /** Colour scheme of the product's pages. */
    themeMode: z.enum(['light', 'dark']).default('light'),
    /** Short description for cards and the page header (none: no description). */
    productDescription: z.string().optional(),
    /** A picture of the product for cards and the page header (project addition). */
    image: imageSchema.optional(),
    /** Upstream catalogue id (`PF-1001`; missing: the document's `_id`). */
    product_family_id: z.string().min(1).optional(),
    /** Freight is never listed; Consulting shows an enquire button (missing: Software). */
    product_category: z.enum(productCategories).default('Software'),
    /** The product has a buy-now page. */
    hasBuyNowPage: z.boolean().default(false),
    /** Short badge ("Best seller"). */
    productTag: z.string().optional(),
    /** The features sub-page exists (with a non-empty `features`). */
    publishFeatures: z.boolean().default(false),
    /** The technical sub-page exists (with a non-empty `technical`). */
    publishTechnical: z.boolean().default(false),
    /** The services sub-page exists (with a non-empty `services`). */
    publishServices: z.boolean().default(false),
    /** In the shop's upstream catalogue; only these can be "latest products". */
    existsOnAlbi: z.boolean().default(false),
    /** Industries the product serves. */
    industries: z.array(referenceSchema).default([]),
    /** Overview tab blocks; empty with `hasBuyNowPage` puts buy-now at the root. */
    overview: optionalBlocks,
    /** Features tab blocks. */
    features: optionalBlocks,
    /** Technical tab blocks. */
    technical: optionalBlocks,
    /** Services tab blocks. */
    services: optionalBlocks,
    /** The page's own SEO. */
    seo: seoSchema.optional(),
    /** The sellable variants. */
    products: z.array(variantSchema).default([]),
  })
  .transform((family) => {
    const title = family.title ?? family.name ?? family.slug.current;
    const familyId = family.product_family_id ?? family._id;
    return {
      ...family,
      title,
      name: family.name ?? title,
      product_family_id: familyId,
      // A variant without its own family id or category belongs to the family it sits in.
      products: family.products.map((variant) => ({
        ...variant,
        product_family_id: variant.product_family_id ?? familyId,
        product_category: variant.product_category ?? family.product_category,
      })),
    };
  });

export type Price = z.infer<typeof priceSchema>;
/** A variant as the site reads it: family id and category filled in from its family. */
export type Variant = ProductFamily['products'][number];
export type ProductFamily = z.infer<typeof productFamilySchema>;
