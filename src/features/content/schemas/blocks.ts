import { z } from 'zod';
import { ctaSchema, imageSchema, linkSchema, portableTextSchema, referenceSchema } from './common.ts';

const keyed = { _key: z.string().min(1) };
const heading = z.string().optional();

/** Plain text section: a heading and paragraphs separated by blank lines. */
const text = z.object({
  ...keyed,
  _type: z.literal('text'),
  heading,
  body: z.string(),
  anchorID: z.string().optional(),
});
/** An image with its caption and credit. */
const imageWithMeta = z.object({
  ...keyed,
  _type: z.literal('imageWithMeta'),
  heading,
  image: imageSchema,
  caption: z.string().optional(),
  credit: z.string().optional(),
});
/** A hero image across the page, with an optional overlay heading and call to action. */
const fullWidthImage = z.object({
  ...keyed,
  _type: z.literal('fullWidthImage'),
  image: imageSchema,
  heading,
  subheading: z.string().optional(),
  cta: ctaSchema.optional(),
});
/** An embedded video (YouTube or Vimeo id). */
const video = z.object({
  ...keyed,
  _type: z.literal('video'),
  title: z.string(),
  youtubeId: z.string().optional(),
  vimeoVideoId: z.string().optional(),
  caption: z.string().optional(),
});
/** Rich text beside an image. */
const imageTextColumn = z.object({
  ...keyed,
  _type: z.literal('imageTextColumn'),
  heading,
  content: portableTextSchema,
  image: imageSchema,
  imagePosition: z.enum(['left', 'right']).default('right'),
  cta: ctaSchema.optional(),
});
/** A grid of short facts. */
const infoGrid = z.object({
  ...keyed,
  _type: z.literal('infoGrid'),
  heading,
  items: z.array(z.object({ ...keyed, title: z.string(), text: z.string(), icon: imageSchema.optional() })),
});
/** Accordion: one item open at a time, all may close. */
const detailedAccordion = z.object({
  ...keyed,
  _type: z.literal('detailedAccordion'),
  heading,
  items: z.array(z.object({ ...keyed, title: z.string(), content: portableTextSchema })),
});
/** Dated milestones. */
const timeline = z.object({
  ...keyed,
  _type: z.literal('timeline'),
  heading,
  events: z.array(z.object({ ...keyed, date: z.string(), title: z.string(), text: z.string() })),
});
/** A call to action; `variant: card` may be dismissed unless `persisted`. */
const callToAction = z.object({
  ...keyed,
  _type: z.literal('callToAction'),
  heading: z.string(),
  text: z.string().optional(),
  cta: ctaSchema,
  variant: z.enum(['banner', 'card']).default('banner'),
  persisted: z.boolean().default(false),
});
/** Industries (all, or those referenced) queried from the dataset. */
const industriesPreview = z.object({
  ...keyed,
  _type: z.literal('industriesPreview'),
  heading,
  industries: z.array(referenceSchema).optional(),
});
/** Newest blogs (optionally of one type), queried from the dataset. */
const relatedBlogs = z.object({
  ...keyed,
  _type: z.literal('relatedBlogs'),
  heading,
  blogType: z.enum(['read', 'watch', 'download', 'video', 'howTo']).optional(),
});
/** Team members with expertise in a product family, queried from the dataset. */
const teamPreview = z.object({
  ...keyed,
  _type: z.literal('teamPreview'),
  heading,
  expertise: referenceSchema.optional(),
});
/** Product editions compared feature by feature. */
const compareTable = z.object({
  ...keyed,
  _type: z.literal('compareTable'),
  heading,
  columns: z.array(z.string()).min(1),
  rows: z.array(
    z.object({
      ...keyed,
      feature: z.string(),
      values: z.array(z.enum(['comprehensive', 'limited', 'notApplicable'])),
    }),
  ),
});
const card = z.object({
  ...keyed,
  title: z.string(),
  text: z.string().optional(),
  image: imageSchema.optional(),
  link: linkSchema.optional(),
});
/** A row of cards. */
const cardDeck = z.object({ ...keyed, _type: z.literal('cardDeck'), heading, cards: z.array(card) });
/** Blogs of one type (or all), queried from the dataset: 4 by default, 3 for a type, 5 for watch. */
const blogTypeListing = z.object({
  ...keyed,
  _type: z.literal('blogTypeListing'),
  heading,
  blogType: z.enum(['read', 'watch', 'download', 'video', 'howTo']).optional(),
});
/** Products: the latest three (`existsOnAlbi`), or the referenced ones. */
const productsPreview = z.object({
  ...keyed,
  _type: z.literal('productsPreview'),
  heading,
  products: z.array(referenceSchema).optional(),
});
/** A grid of linked cards. */
const cardGrid = z.object({ ...keyed, _type: z.literal('cardGrid'), heading, cards: z.array(card) });
/** A slider of images; broken image references show 'Error loading data for Image slider'. */
const imageSlider = z.object({
  ...keyed,
  _type: z.literal('imageSlider'),
  heading,
  slides: z.array(z.object({ ...keyed, image: imageSchema, caption: z.string().optional() })),
});
/** Training courses of a region (and category), queried from the dataset. */
const trainingCatalogue = z.object({
  ...keyed,
  _type: z.literal('trainingCatalogue'),
  heading,
  region: z.enum(['AU', 'NZ']).optional(),
  category: z.string().optional(),
});
/** Portable Text with the fields docs/requirements.md#data names. */
const richText = z.object({
  ...keyed,
  _type: z.literal('richText'),
  content: portableTextSchema,
  marginBottom: z.boolean().default(true),
  backgroundToggle: z.boolean().default(false),
  cta: ctaSchema.optional(),
  anchorID: z.string().optional(),
});

/** Every block type the site renders, by `_type`. */
export const blockSchemas = {
  text,
  imageWithMeta,
  fullWidthImage,
  video,
  imageTextColumn,
  infoGrid,
  detailedAccordion,
  timeline,
  callToAction,
  industriesPreview,
  relatedBlogs,
  teamPreview,
  compareTable,
  cardDeck,
  blogTypeListing,
  productsPreview,
  cardGrid,
  imageSlider,
  trainingCatalogue,
  richText,
} as const;

export type BlockType = keyof typeof blockSchemas;
export type KnownBlock = { [T in BlockType]: z.infer<(typeof blockSchemas)[T]> }[BlockType];
export type BlockOf<T extends BlockType> = z.infer<(typeof blockSchemas)[T]>;
/** A block of a type the site does not know: rendered as 'Error loading block {type}'. */
export interface UnknownBlock {
  _type: string;
  _key: string;
  unknown: true;
}
export type Block = KnownBlock | UnknownBlock;

export const isKnownBlockType = (type: string): type is BlockType => Object.hasOwn(blockSchemas, type);

/**
 * Block types the Studio writes under another name: Sanity reserves `text` (one of its own field
 * types) for array members, so the Studio stores the plain-text block as `plainText`; it is read as
 * `text` (docs/content-model.md, "Block types").
 */
export const STUDIO_BLOCK_TYPE_ALIASES: Readonly<Record<string, BlockType>> = { plainText: 'text' };

/**
 * A block array: known blocks are checked by their schema (a bad one fails validation with its
 * path); blocks of an unknown type pass as `UnknownBlock` so the rest of the page still renders.
 */
export const blockArraySchema = z
  .array(z.looseObject({ _type: z.string(), _key: z.string() }))
  .transform((items, ctx): Block[] =>
    items.map((stored, index) => {
      const alias = STUDIO_BLOCK_TYPE_ALIASES[stored._type];
      const item = alias ? { ...stored, _type: alias } : stored;
      if (!isKnownBlockType(item._type)) return { _type: item._type, _key: item._key, unknown: true };
      const result = blockSchemas[item._type].safeParse(item);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [index, ...issue.path] });
      return { _type: item._type, _key: item._key, unknown: true };
    }),
  );
