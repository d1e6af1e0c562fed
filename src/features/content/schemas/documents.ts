import { z } from 'zod';
import { regionCodes } from '../../../schemas/region-code.ts';
import { blockArraySchema } from './blocks.ts';
import { imageSchema, linkSchema, portableTextSchema, referenceSchema, seoSchema, slugSchema } from './common.ts';

const doc = { _id: z.string().min(1), _createdAt: z.string().optional(), _updatedAt: z.string().optional() };
const optionalBlocks = blockArraySchema.optional().default([]);

export { regionCodes, type RegionCode } from '../../../schemas/region-code.ts';

/** The one site configuration document (`_id: "siteConfig"`). */
export const siteConfigSchema = z.object({
  ...doc,
  _type: z.literal('siteConfig'),
  /** The brand shown in the header, footer and titles. */
  siteName: z.string(),
  defaultSEO: z.object({
    pageTitle: z.string(),
    pageDescription: z.string(),
    pageKeyWords: z.string().optional(),
    ogImage: imageSchema.optional(),
    /** The organisation's own JSON-LD, as a JSON string. */
    jsonLD: z.string().optional(),
  }),
  agencyEnquiryForm: referenceSchema.optional(),
  socialLinks: z.array(z.object({ _key: z.string(), platform: z.string(), url: z.url() })).default([]),
  mainMenu: z.array(z.object({
    _key: z.string(),
    title: z.string(),
    link: linkSchema.optional(),
    children: z.array(z.object({ _key: z.string(), title: z.string(), link: linkSchema, description: z.string().optional() })).default([]),
  })).default([]),
  footer: z.object({
    newsletterText: z.string(),
    newsletterLink: linkSchema,
    linkGroups: z.array(z.object({
      _key: z.string(),
      title: z.string(),
      links: z.array(z.object({ _key: z.string(), title: z.string(), link: linkSchema })),
    })),
    copyright: z.string(),
  }),
  /** Where the header's contact button goes. */
  contactLink: linkSchema.optional(),
});

/** A region: `nz`, `au`, or a `globalised` one with no code of its own. */
export const regionSchema = z.object({
  ...doc,
  _type: z.enum(['region', 'globalised']),
  iban: z.enum(regionCodes).optional(),
  title: z.string(),
  hrefLang: z.string().optional(),
});

const amount = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a decimal amount such as "1234.50"');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const attributeValue = z.object({ id: z.string(), value: z.string() });

/** A price of a variant. Promo validity is judged 04:00 `from` to 19:00 `to`, Pacific/Auckland. */
export const priceSchema = z.object({
  _key: z.string().optional(),
  currency: z.enum(['NZD', 'AUD', 'USD']),
  amount,
  amountNum: z.number().nonnegative(),
  price_id: z.string().min(1),
  territories: z.array(z.string()).default([]),
  validity: z.object({ from: isoDate, to: isoDate }).optional(),
  metadata: z.object({
    is_promo: z.boolean().default(false),
    is_agency: z.boolean().default(false),
    attribute_values: z.array(attributeValue).default([]),
  }).default({ is_promo: false, is_agency: false, attribute_values: [] }),
});

export const productCategories = ['Software', 'Hardware', 'Services', 'Training', 'Freight', 'CTS', 'Consulting'] as const;

/** A sellable variant of a product family. */
export const variantSchema = z.object({
  _key: z.string().optional(),
  product_id: z.string().min(1),
  title: z.string(),
  hidden: z.boolean().default(false),
  attribute_values: z.array(attributeValue).default([]),
  prices: z.array(priceSchema).default([]),
  product_family_id: z.string(),
  product_category: z.enum(productCategories),
});

export const productFamilySchema = z.object({
  ...doc,
  _type: z.literal('productFamily'),
  title: z.string(),
  slug: slugSchema,
  name: z.string(),
  regions: z.array(referenceSchema).default([]),
  vendor: z.string(),
  themeMode: z.enum(['light', 'dark']).default('light'),
  productDescription: z.string(),
  /** A picture of the product for cards and the page header (project addition). */
  image: imageSchema.optional(),
  product_family_id: z.string().min(1),
  product_category: z.enum(productCategories),
  hasBuyNowPage: z.boolean().default(false),
  productTag: z.string().optional(),
  publishFeatures: z.boolean().default(false),
  publishTechnical: z.boolean().default(false),
  publishServices: z.boolean().default(false),
  existsOnAlbi: z.boolean().default(false),
  industries: z.array(referenceSchema).default([]),
  overview: optionalBlocks,
  features: optionalBlocks,
  technical: optionalBlocks,
  services: optionalBlocks,
  seo: seoSchema.optional(),
  products: z.array(variantSchema).default([]),
});

export const industrySchema = z.object({
  ...doc,
  _type: z.literal('industry'),
  title: z.string(),
  slug: slugSchema,
  /** One line for cards and previews (project addition). */
  summary: z.string().optional(),
  image: imageSchema.optional(),
  regions: z.array(referenceSchema).default([]),
  overview: optionalBlocks,
  services: optionalBlocks,
  customers: optionalBlocks,
  products: z.array(referenceSchema).default([]),
  seo: seoSchema.optional(),
});

export const blogTypes = ['read', 'watch', 'download', 'video', 'howTo'] as const;
export type BlogType = (typeof blogTypes)[number];

export const blogSchema = z.object({
  ...doc,
  _type: z.literal('blog'),
  blogType: z.enum(blogTypes),
  title: z.string(),
  slug: slugSchema,
  /** One or two sentences for cards and the meta description (project addition). */
  excerpt: z.string().optional(),
  previewImage: imageSchema.optional(),
  relatedTo: z.array(referenceSchema).default([]),
  blogCategory: referenceSchema.optional(),
  publishDate: isoDate,
  webinar: z.object({ date: z.string(), duration: z.string(), presenter: z.string() }).optional(),
  content: optionalBlocks,
  gatedForm: referenceSchema.optional(),
  successContentBlocks: optionalBlocks,
  vimeoVideoId: z.string().optional(),
  youtubeId: z.string().optional(),
  seo: seoSchema.optional(),
});

export const blogCategorySchema = z.object({ ...doc, _type: z.literal('blogCategory'), title: z.string(), slug: slugSchema });

export const teamMemberSchema = z.object({
  ...doc,
  _type: z.literal('teamMember'),
  title: z.string(),
  bio: z.string(),
  profileImage: imageSchema.optional(),
  jobTitle: z.string(),
  email: z.email(),
  department: z.string(),
  regions: z.array(referenceSchema).default([]),
  expertise: z.array(referenceSchema).default([]),
  coreCompetency: z.array(z.object({ _key: z.string().optional(), title: z.string(), level: z.number().int().min(1).max(5) })).default([]),
});

export const formFieldTypes = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;

export const formSchema = z.object({
  ...doc,
  _type: z.literal('form'),
  title: z.string().optional(),
  portalId: z.string().optional(),
  formId: z.string().optional(),
  region: z.enum(['AU', 'NZ', 'global']).optional(),
  hubspotHiddenFieldValue: z.string().optional(),
  formDescription: z.string().optional(),
  submitLabel: z.string().default('Submit'),
  successMessage: z.string().default('Thank you, we will be in touch.'),
  fields: z.array(z.object({
    _key: z.string().optional(),
    name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
    label: z.string(),
    type: z.enum(formFieldTypes),
    required: z.boolean().default(false),
    options: z.array(z.string()).default([]),
  })).min(1),
});

export const pageTemplates = ['home', 'contact', 'legal', 'ourTeam', 'services', 'knowledgeHub', 'allProducts', 'technical', 'features', 'generic'] as const;
export type PageTemplate = (typeof pageTemplates)[number];

export const pageSchema = z.object({
  ...doc,
  _type: z.literal('page'),
  title: z.string(),
  /** `home` pages have slug `home`; nested regional pages may hold `/` (`services/training`). */
  slug: slugSchema,
  template: z.enum(pageTemplates),
  region: referenceSchema.optional(),
  /** An introduction under the title (project addition). */
  intro: z.string().optional(),
  blocks: optionalBlocks,
  seo: seoSchema.optional(),
});

export const trainingCourseSchema = z.object({
  ...doc,
  _type: z.literal('trainingCourse'),
  title: z.string(),
  slug: slugSchema,
  region: z.enum(['AU', 'NZ']),
  category: z.string(),
  delivery: z.enum(['online', 'venue']),
  location: z.string().optional(),
  startDate: isoDate,
  endDate: isoDate,
  price: z.object({ currency: z.enum(['NZD', 'AUD']), amount }),
  product: referenceSchema.optional(),
  description: portableTextSchema.default([]),
});

export const redirectSchema = z.object({
  ...doc,
  _type: z.literal('redirect'),
  fromPath: z.string().regex(/^(\*|\/)/, 'starts with / or *'),
  toPath: z.string().min(1),
  statusCode: z.union([z.literal(301), z.literal(302)]),
  isPermanent: z.boolean().default(false),
  ignoreCase: z.boolean().default(true),
  redirectInBrowser: z.boolean().default(false),
});

export const imageAssetSchema = z.object({
  ...doc,
  _type: z.literal('sanity.imageAsset'),
  url: z.string().min(1),
  metadata: z.object({ dimensions: z.object({ width: z.number().positive(), height: z.number().positive() }) }),
});

/** Every document type of the content model, by `_type`. */
export const documentSchemas = {
  siteConfig: siteConfigSchema,
  region: regionSchema,
  globalised: regionSchema,
  productFamily: productFamilySchema,
  industry: industrySchema,
  blog: blogSchema,
  blogCategory: blogCategorySchema,
  teamMember: teamMemberSchema,
  form: formSchema,
  page: pageSchema,
  trainingCourse: trainingCourseSchema,
  redirect: redirectSchema,
  'sanity.imageAsset': imageAssetSchema,
} as const;

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Region = z.infer<typeof regionSchema>;
export type Price = z.infer<typeof priceSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type ProductFamily = z.infer<typeof productFamilySchema>;
export type ProductCategory = (typeof productCategories)[number];
export type Industry = z.infer<typeof industrySchema>;
export type Blog = z.infer<typeof blogSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Form = z.infer<typeof formSchema>;
export type Page = z.infer<typeof pageSchema>;
export type TrainingCourse = z.infer<typeof trainingCourseSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
export type ImageAsset = z.infer<typeof imageAssetSchema>;
