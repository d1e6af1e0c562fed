/**
 * One builder per block type of src/features/content/schemas/blocks.ts, so content modules read as
 * copy rather than JSON. Every builder returns a block with a fresh `_key`.
 */
import { block, item, type Obj } from './build.ts';
import type { PtBlock } from './portable-text.ts';

type BlogType = 'read' | 'watch' | 'download' | 'video' | 'howTo';
type Compare = 'comprehensive' | 'limited' | 'notApplicable';
export interface Card {
  title: string;
  text?: string;
  image?: Obj;
  link?: Obj;
}

const opt = <T>(name: string, value: T | undefined): Obj => (value === undefined ? {} : { [name]: value });

export const text = (heading: string | undefined, body: string, anchorID?: string): Obj =>
  block('text', { ...opt('heading', heading), body, ...opt('anchorID', anchorID) });

export const imageWithMeta = (heading: string | undefined, image: Obj, caption?: string, credit?: string): Obj =>
  block('imageWithMeta', { ...opt('heading', heading), image, ...opt('caption', caption), ...opt('credit', credit) });

export const fullWidthImage = (image: Obj, heading?: string, subheading?: string, cta?: Obj): Obj =>
  block('fullWidthImage', { image, ...opt('heading', heading), ...opt('subheading', subheading), ...opt('cta', cta) });

export const video = (title: string, source: { youtubeId: string } | { vimeoVideoId: string }, caption?: string): Obj =>
  block('video', { title, ...source, ...opt('caption', caption) });

export const imageTextColumn = (
  heading: string,
  content: PtBlock[],
  image: Obj,
  imagePosition: 'left' | 'right' = 'right',
  cta?: Obj,
): Obj => block('imageTextColumn', { heading, content, image, imagePosition, ...opt('cta', cta) });

export const infoGrid = (heading: string | undefined, items: readonly [string, string, Obj?][]): Obj =>
  block('infoGrid', {
    ...opt('heading', heading),
    items: items.map(([title, body, icon]) => item({ title, text: body, ...opt('icon', icon) })),
  });

export const detailedAccordion = (heading: string | undefined, items: readonly [string, PtBlock[]][]): Obj =>
  block('detailedAccordion', {
    ...opt('heading', heading),
    items: items.map(([title, content]) => item({ title, content })),
  });

export const timeline = (heading: string | undefined, events: readonly [string, string, string][]): Obj =>
  block('timeline', {
    ...opt('heading', heading),
    events: events.map(([date, title, body]) => item({ date, title, text: body })),
  });

export const callToAction = (
  heading: string,
  body: string,
  cta: Obj,
  variant: 'banner' | 'card' = 'banner',
  persisted = false,
): Obj => block('callToAction', { heading, text: body, cta, variant, persisted });

export const industriesPreview = (heading: string, industries?: Obj[]): Obj =>
  block('industriesPreview', { heading, ...opt('industries', industries) });

export const relatedBlogs = (heading: string, blogType?: BlogType): Obj =>
  block('relatedBlogs', { heading, ...opt('blogType', blogType) });

export const teamPreview = (heading: string, expertise?: Obj): Obj =>
  block('teamPreview', { heading, ...opt('expertise', expertise) });

export const compareTable = (heading: string, columns: string[], rows: readonly [string, Compare[]][]): Obj =>
  block('compareTable', { heading, columns, rows: rows.map(([feature, values]) => item({ feature, values })) });

const cards = (list: readonly Card[]): Obj[] => list.map((card) => item({ ...card }));

export const cardDeck = (heading: string | undefined, list: readonly Card[]): Obj =>
  block('cardDeck', { ...opt('heading', heading), cards: cards(list) });

export const cardGrid = (heading: string | undefined, list: readonly Card[]): Obj =>
  block('cardGrid', { ...opt('heading', heading), cards: cards(list) });

export const blogTypeListing = (heading: string, blogType?: BlogType): Obj =>
  block('blogTypeListing', { heading, ...opt('blogType', blogType) });

export const productsPreview = (heading: string, products?: Obj[]): Obj =>
  block('productsPreview', { heading, ...opt('products', products) });

export const imageSlider = (heading: string | undefined, slides: readonly [Obj, string][]): Obj =>
  block('imageSlider', {
    ...opt('heading', heading),
    slides: slides.map(([image, caption]) => item({ image, caption })),
  });

export const trainingCatalogue = (heading: string, region?: 'AU' | 'NZ', category?: string): Obj =>
  block('trainingCatalogue', { heading, ...opt('region', region), ...opt('category', category) });

export interface RichTextOptions {
  marginBottom?: boolean;
  backgroundToggle?: boolean;
  cta?: Obj;
  anchorID?: string;
}

export const richText = (content: PtBlock[], options: RichTextOptions = {}): Obj =>
  block('richText', {
    content,
    marginBottom: options.marginBottom ?? true,
    backgroundToggle: options.backgroundToggle ?? false,
    ...opt('cta', options.cta),
    ...opt('anchorID', options.anchorID),
  });
