/**
 * How a product family document is assembled from a compact spec: variants and prices, and the
 * standard overview / features / technical / services block arrays built from the spec's copy.
 */
import * as b from './blocks.ts';
import { PAGE } from './ids.ts';
import { cta, doc, linkPath, linkTo, price, ref, refs, slug, type Doc, type Obj, type PriceOptions } from './build.ts';
import { image, productArt, type IconName } from './images.ts';
import { pt, type PtItem } from './portable-text.ts';
import { REGION } from './site.ts';
import type { Motif } from './svg-motifs.ts';
import type { PaletteName } from './svg-kit.ts';

export type Category = 'Software' | 'Hardware' | 'Services' | 'Training' | 'Freight' | 'CTS' | 'Consulting';

export interface PriceSpec {
  id?: string;
  currency: 'NZD' | 'AUD' | 'USD';
  cents: number;
  options?: PriceOptions;
}

export interface VariantSpec {
  id: string;
  title: string;
  attrs?: readonly [string, string][];
  nzd?: number;
  aud?: number;
  hidden?: boolean;
  agency?: boolean;
  /** Further prices (promos, other currencies). */
  extra?: readonly PriceSpec[];
}

export interface ProductSpec {
  id: string;
  slug: string;
  name: string;
  /** Card title; defaults to the name. */
  title?: string;
  vendor: string;
  category: Category;
  familyId: string;
  theme?: 'light' | 'dark';
  description: string;
  tag?: string;
  regions: readonly ('nz' | 'au' | 'global')[];
  industries?: readonly string[];
  createdAt: string;
  existsOnAlbi?: boolean;
  hasBuyNowPage: boolean;
  publish?: { features?: boolean; technical?: boolean; services?: boolean };
  art: { motif: Motif; palette: PaletteName };
  variants: readonly VariantSpec[];
  overview?: readonly Obj[];
  features?: readonly Obj[];
  technical?: readonly Obj[];
  services?: readonly Obj[];
  seo?: { title: string; description: string };
  /** An image field to use instead of drawing product art (the scaled dataset reuses demo art). */
  image?: Obj;
}

/** The product's art as an image field. */
export const productImage = (spec: Pick<ProductSpec, 'slug' | 'name' | 'vendor' | 'art'>, alt?: string): Obj =>
  image(
    productArt(spec.slug, spec.name, spec.vendor, spec.art.motif, spec.art.palette),
    alt ?? `${spec.name} product illustration`,
  );

function variant(spec: ProductSpec, v: VariantSpec): Obj {
  const base = (currency: 'NZD' | 'AUD', cents: number): Obj =>
    price(`${v.id}-${currency}`, currency, cents, { agency: v.agency ?? false });
  return {
    _key: v.id.toLowerCase(),
    product_id: v.id,
    title: v.title,
    hidden: v.hidden ?? false,
    attribute_values: (v.attrs ?? []).map(([id, value]) => ({ id, value })),
    prices: [
      ...(v.nzd === undefined ? [] : [base('NZD', v.nzd)]),
      ...(v.aud === undefined ? [] : [base('AUD', v.aud)]),
      ...(v.extra ?? []).map((extra, index) =>
        price(extra.id ?? `${v.id}-${extra.currency}-${index + 1}`, extra.currency, extra.cents, extra.options),
      ),
    ],
    product_family_id: spec.familyId,
    product_category: spec.category,
  };
}

/** A product family document from its spec. */
export function productDoc(spec: ProductSpec): Doc {
  return doc(
    'productFamily',
    spec.id,
    {
      title: spec.title ?? spec.name,
      slug: slug(spec.slug),
      name: spec.name,
      regions: refs(spec.regions.map((code) => REGION[code])),
      vendor: spec.vendor,
      themeMode: spec.theme ?? 'light',
      productDescription: spec.description,
      image: spec.image ?? productImage(spec),
      product_family_id: spec.familyId,
      product_category: spec.category,
      hasBuyNowPage: spec.hasBuyNowPage,
      ...(spec.tag ? { productTag: spec.tag } : {}),
      publishFeatures: spec.publish?.features ?? false,
      publishTechnical: spec.publish?.technical ?? false,
      publishServices: spec.publish?.services ?? false,
      existsOnAlbi: spec.existsOnAlbi ?? false,
      industries: refs(spec.industries ?? []),
      overview: [...(spec.overview ?? [])],
      features: [...(spec.features ?? [])],
      technical: [...(spec.technical ?? [])],
      services: [...(spec.services ?? [])],
      seo: spec.seo ?? { title: `${spec.name} | Tasman CAD`, description: spec.description },
      products: spec.variants.map((v) => variant(spec, v)),
    },
    spec.createdAt,
  );
}

export interface OverviewCopy {
  headline: string;
  intro: PtItem[];
  highlights: readonly [string, string, IconName][];
  video?: { youtubeId: string } | { vimeoVideoId: string };
  videoTitle?: string;
  /** Where the main button goes; defaults to the product's buy-now page. */
  primary?: { label: string; path: string };
}

/** The standard overview: image and copy, highlights, optional video, specialists, reading, help banner. */
export function standardOverview(
  spec: Pick<ProductSpec, 'id' | 'slug' | 'name' | 'vendor' | 'art'>,
  copy: OverviewCopy,
  icon: (name: IconName) => Obj,
): Obj[] {
  const primary = copy.primary ?? { label: `Buy ${spec.name}`, path: `/products/${spec.slug}/buy-now/` };
  return [
    b.imageTextColumn(
      copy.headline,
      pt(...copy.intro),
      productImage(spec, `${spec.name} illustration`),
      'right',
      cta(primary.label, linkPath(primary.path)),
    ),
    b.infoGrid(
      `Why teams choose ${spec.name}`,
      copy.highlights.map(([title, body, iconName]) => [title, body, icon(iconName)] as [string, string, Obj]),
    ),
    ...(copy.video
      ? [
          b.video(
            copy.videoTitle ?? `${spec.name} in five minutes`,
            copy.video,
            `A short walkthrough of ${spec.name} recorded by our technical team.`,
          ),
        ]
      : []),
    b.teamPreview(`Talk to our ${spec.name} specialists`, ref(spec.id)),
    b.relatedBlogs(`Learn more about ${spec.name}`),
    b.callToAction(
      'Not sure which licence is right?',
      'Our account managers compare options with you and can arrange a trial licence for your team.',
      cta('Talk to an account manager', linkPath('/get-in-touch/')),
    ),
  ];
}

/** Feature cards followed by a question-and-answer accordion. */
export const featureBlocks = (
  heading: string,
  cards: readonly [string, string][],
  faq: readonly [string, string][],
): Obj[] => [
  b.cardDeck(
    heading,
    cards.map(([title, body]) => ({ title, text: body })),
  ),
  b.detailedAccordion(
    'Frequently asked questions',
    faq.map(([q, a]) => [q, pt(a)] as const),
  ),
];

/** System requirements as an accordion and a short note. */
export const technicalBlocks = (name: string, requirements: readonly [string, string[]][], note: string): Obj[] => [
  b.detailedAccordion(
    `${name} system requirements`,
    requirements.map(([title, lines]) => [title, pt({ bullets: lines })] as const),
  ),
  b.richText(pt({ h3: 'Before you upgrade' }, note), { backgroundToggle: true }),
];

/** The services tab: linked service cards and a support note with a button. */
export const serviceBlocks = (name: string): Obj[] => [
  b.cardGrid(`Get more from ${name}`, [
    {
      title: 'Instructor-led training',
      text: 'Scheduled classes online and in our training rooms, from fundamentals to advanced workflows.',
      link: linkTo(PAGE.training),
    },
    {
      title: 'Self-directed learning',
      text: 'Structured online modules your team can work through at its own pace.',
      link: linkTo(PAGE.selfDirected),
    },
    {
      title: 'Product support',
      text: 'Local technical support by phone, email and screen share during business hours.',
      link: linkTo(PAGE.productSupport),
    },
    {
      title: 'Implementation',
      text: 'Templates, standards and deployment planned with you and delivered on site or remotely.',
      link: linkTo(PAGE.implementation),
    },
  ]),
  b.richText(
    pt(
      { h2: 'Support from people who use it every day' },
      `Every ${name} subscription bought through Tasman CAD includes access to our local support desk. Our engineers are based in Auckland, Christchurch, Sydney and Brisbane, and answer in your time zone.`,
    ),
    { cta: cta('Contact support', linkTo(PAGE.productSupport)) },
  ),
];

/** An attribute pair list: `[['term', '1-year']]`. */
export const term = (value: string): [string, string] => ['term', value];
