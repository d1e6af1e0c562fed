/**
 * Extra documents for performance work (`--scale N`): blogs, product families, team members,
 * training courses and industries with unique slugs, built from word lists with a seeded PRNG.
 * They reuse the demo's image assets, so the image folder does not grow with the dataset.
 */
import * as b from './blocks.ts';
import { blogDoc, type BlogSpec } from './blogs.ts';
import { cta, doc, item, linkPath, refItem, refs, slug, slugify, type Doc, type Obj } from './build.ts';
import { CATEGORY, INDUSTRY } from './ids.ts';
import { downloadFiles } from './pdf.ts';
import { pt } from './portable-text.ts';
import { productDoc, type Category, type ProductSpec } from './product-kit.ts';
import { createRng, type Rng } from './random.ts';
import { REGION } from './site.ts';
import { courseDoc, TOPICS } from './training.ts';

/** Share of the extra documents per type (blogs get the remainder). */
const SHARE = { productFamily: 0.2, trainingCourse: 0.25, teamMember: 0.12, industry: 0.02 } as const;

const BRANDS = [
  'Basalt',
  'Cobalt',
  'Drift',
  'Ember',
  'Fjord',
  'Granite',
  'Inlet',
  'Juniper',
  'Kauri',
  'Lagoon',
  'Matai',
  'Nikau',
  'Orca',
  'Pounamu',
  'Quarry',
  'Rimu',
  'Saltmarsh',
  'Totara',
  'Upland',
  'Wattle',
];
const NOUNS = [
  'Studio',
  'Draft',
  'Model',
  'Survey',
  'Flow',
  'Render',
  'Plan',
  'Site',
  'Frame',
  'Point',
  'Mesh',
  'Grade',
  'Route',
  'Detail',
];
const VENDORS = [
  'Strata Labs',
  'Kestrel Engineering Software',
  'Fathom Dynamics',
  'Ridgeline Geospatial',
  'Conduit Software',
  'Harbour Compute',
  'Kea Peripherals',
  'Tasman CAD',
];
const CATEGORIES: Category[] = [
  'Software',
  'Software',
  'Software',
  'Software',
  'Hardware',
  'Services',
  'Training',
  'CTS',
  'Consulting',
];
const TOPICS_TEXT = [
  'BIM coordination',
  'corridor design',
  'sheet metal',
  'point clouds',
  'licensing',
  'workstations',
  'drainage design',
  'rendering',
  'templates',
  'simulation',
  'site analysis',
  'data management',
];
const ANGLES = [
  'a practical guide',
  'lessons from the field',
  'five things to check',
  'what changed this year',
  'getting started',
  'common mistakes',
  'a checklist for teams',
  'tips from our support desk',
];
const FIRST = [
  'Ana',
  'Ben',
  'Charlotte',
  'Dev',
  'Ella',
  'Finn',
  'Grace',
  'Hemi',
  'Isabel',
  'James',
  'Kiri',
  'Lachlan',
  'Maia',
  'Noah',
  'Olivia',
  'Paora',
  'Ruby',
  'Sam',
  'Tane',
  'Zoe',
];
const LAST = [
  'Anderson',
  'Brown',
  'Campbell',
  'Davies',
  'Edwards',
  'Fletcher',
  'Green',
  'Harris',
  'Ihaka',
  'Jones',
  'King',
  'Lee',
  'Martin',
  'Nguyen',
  'Patel',
  'Robinson',
  'Singh',
  'Taylor',
  'Walker',
  'Young',
];
const ROLES: [string, string][] = [
  ['Applications Engineer', 'Technical Services'],
  ['Account Manager', 'Sales'],
  ['Trainer', 'Training'],
  ['Support Engineer', 'Customer Success'],
  ['Consultant', 'Consulting'],
];
const SECTORS = [
  'Marine engineering',
  'Mining & resources',
  'Energy & utilities',
  'Transport planning',
  'Water infrastructure',
  'Interior design',
  'Landscape architecture',
  'Education facilities',
  'Healthcare facilities',
  'Food processing',
  'Agritech',
  'Defence',
];
const NZ_PLACES = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Online'];
const AU_PLACES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Online'];
const SENTENCES = [
  'Teams across New Zealand and Australia tell us the same thing: the software is rarely the hard part.',
  'Standards and templates agreed before the first project save more time than any single feature.',
  'Our support desk sees the same handful of questions every week, and most have a two-minute fix.',
  'Start small, measure the time saved, then roll the approach out to the rest of the team.',
  'Check the coordinate system, units and shared origin before you link anyone else’s model.',
  'A short training refresher after six months catches the habits that slow people down.',
  'Keep one person responsible for the template, and review it at the end of every project.',
  'Most performance problems come from a few oversized files, not from the workstation.',
];

const pad = (n: number): string => String(n).padStart(5, '0');
const isoDay = (rng: Rng, from: string, to: string): string => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.floor((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000);
  return new Date(start + rng.int(0, days) * 86_400_000).toISOString().slice(0, 10);
};
const weekday = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const videoId = (rng: Rng): string =>
  Array.from({ length: 11 }, () =>
    rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-']),
  ).join('');
const paragraphs = (rng: Rng, count: number): string[] =>
  Array.from({ length: count }, () => rng.sample(SENTENCES, 3).join(' '));

interface Pools {
  productIds: string[];
  industryIds: string[];
  productImages: Obj[];
  industryImages: Obj[];
  blogImages: Map<string, Obj[]>;
  avatars: Obj[];
}

function pools(demo: Doc[]): Pools {
  const of = (type: string): Doc[] => demo.filter((d) => d._type === type);
  const blogImages = new Map<string, Obj[]>();
  for (const blog of of('blog'))
    blogImages.set(String(blog['blogType']), [
      ...(blogImages.get(String(blog['blogType'])) ?? []),
      blog['previewImage'] as Obj,
    ]);
  return {
    productIds: of('productFamily')
      .filter((p) => p['product_category'] !== 'Freight')
      .map((p) => p._id),
    industryIds: of('industry').map((i) => i._id),
    productImages: of('productFamily').map((p) => p['image'] as Obj),
    industryImages: of('industry').map((i) => i['image'] as Obj),
    blogImages,
    avatars: of('teamMember').map((t) => t['profileImage'] as Obj),
  };
}

function product(rng: Rng, n: number, pool: Pools): Doc {
  const name = `${rng.pick(BRANDS)} ${rng.pick(NOUNS)} ${n}`;
  const category = rng.pick(CATEGORIES);
  const id = `scale-product-${pad(n)}`;
  const withOverview = rng.chance(0.75);
  const image = { ...rng.pick(pool.productImages), alt: `${name} product illustration` };
  const spec: ProductSpec = {
    id,
    slug: slugify(name),
    name,
    vendor: rng.pick(VENDORS),
    category,
    familyId: `PF-S${pad(n)}`,
    theme: rng.chance(0.25) ? 'dark' : 'light',
    description: `${name} helps design teams with ${rng.pick(TOPICS_TEXT)}, backed by local support from Tasman CAD.`,
    tag: rng.pick(['New', 'Popular', 'Subscription', 'Bundle']),
    regions: rng.pick<('nz' | 'au' | 'global')[]>([['global'], ['nz'], ['au'], ['nz', 'au']]),
    industries: rng.sample(pool.industryIds, rng.int(1, 3)),
    createdAt: `${isoDay(rng, '2023-01-01', '2025-12-31')}T00:00:00Z`,
    existsOnAlbi: rng.chance(0.2),
    hasBuyNowPage: !withOverview || (category !== 'Consulting' && rng.chance(0.85)),
    publish: { features: rng.chance(0.4) },
    art: { motif: 'blocks', palette: 'sea' },
    image,
    variants: Array.from({ length: rng.int(1, 3) }, (_, v) => {
      const cents = rng.int(50, 5000) * 100 + rng.pick([0, 50, 90]);
      return {
        id: `S${pad(n)}-V${v + 1}`,
        title: `${name}, ${v + 1}-year term`,
        attrs: [['term', `${v + 1}-year`]] as [string, string][],
        nzd: cents,
        aud: Math.round(cents * 0.92),
      };
    }),
    overview: withOverview
      ? [
          b.imageTextColumn(
            `Why ${name}`,
            pt(...paragraphs(rng, 2)),
            image,
            'right',
            cta('Get in touch', linkPath('/get-in-touch/')),
          ),
          b.infoGrid('Highlights', [
            ['Local support', 'Engineers in your time zone.'],
            ['Training', 'Courses online and in person.'],
            ['Flexible terms', 'Monthly or yearly subscriptions.'],
          ]),
        ]
      : [],
    features: [
      b.cardDeck(
        'Features',
        rng
          .sample(TOPICS_TEXT, 3)
          .map((topic) => ({ title: topic[0]?.toUpperCase() + topic.slice(1), text: rng.pick(SENTENCES) })),
      ),
    ],
  };
  return productDoc(spec);
}

function blog(rng: Rng, n: number, pool: Pools, industries: string[]): Doc {
  const type = (['read', 'watch', 'download', 'video', 'howTo'] as const)[n % 5] ?? 'read';
  const topic = rng.pick(TOPICS_TEXT);
  const title = `${topic[0]?.toUpperCase()}${topic.slice(1)}: ${rng.pick(ANGLES)} (${n})`;
  const spec: BlogSpec = {
    type,
    slug: slugify(title),
    title,
    excerpt: rng.pick(SENTENCES),
    date: isoDay(rng, '2024-01-01', '2026-11-20'),
    category: rng.pick(Object.values(CATEGORY)),
    related: [...rng.sample(pool.productIds, rng.int(1, 2)), ...rng.sample(industries, 1)],
    motif: 'mesh',
    body: [...paragraphs(rng, 2), { h2: 'In short' }, { bullets: rng.sample(SENTENCES, 3) }],
    ...(type === 'watch'
      ? {
          webinar: {
            date: `${isoDay(rng, '2024-01-01', '2026-11-20')}T12:00:00+12:00`,
            duration: `${rng.pick([30, 45, 60])} minutes`,
            presenter: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
          },
        }
      : {}),
    ...(type === 'watch' || type === 'video'
      ? {
          video: rng.chance(0.5)
            ? { youtubeId: videoId(rng) }
            : { vimeoVideoId: String(rng.int(800000000, 999999999)) },
        }
      : {}),
    // Scaled white papers share the demo's generated PDFs, so every download link is a real file.
    ...(type === 'download' ? { file: `${rng.pick(downloadFiles).name}.pdf` } : {}),
  };
  const document = blogDoc(spec);
  const images = pool.blogImages.get(type) ?? [];
  return { ...document, previewImage: { ...rng.pick(images), alt: `Cover image for “${title}”` } };
}

function person(rng: Rng, n: number, pool: Pools, products: string[]): Doc {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const [jobTitle, department] = rng.pick(ROLES);
  return doc(
    'teamMember',
    `scale-team-${pad(n)}`,
    {
      title: `${first} ${last}`,
      bio: `${first} joined Tasman CAD in ${rng.int(2008, 2026)} and works with customers on ${rng.pick(TOPICS_TEXT)}. ${rng.pick(SENTENCES)}`,
      ...(rng.chance(0.5)
        ? { profileImage: { ...rng.pick(pool.avatars), alt: `Avatar placeholder for ${first} ${last}` } }
        : {}),
      jobTitle,
      department,
      email: `${first}.${last}.${n}@tasmancad.example`.toLowerCase(),
      regions: refs([rng.chance(0.5) ? REGION.nz : REGION.au]),
      expertise: refs(rng.sample(products, rng.int(1, 3))),
      coreCompetency: rng.sample(TOPICS_TEXT, 2).map((title) => item({ title, level: rng.int(1, 5) })),
    },
    '2025-06-01T00:00:00Z',
  );
}

function course(rng: Rng, n: number): Doc {
  const region = n % 2 === 0 ? 'NZ' : 'AU';
  const topic = TOPICS[rng.pick(Object.keys(TOPICS) as (keyof typeof TOPICS)[])];
  const location = rng.pick(region === 'NZ' ? NZ_PLACES : AU_PLACES);
  const start = weekday(isoDay(rng, '2026-12-01', '2027-06-20'));
  return {
    ...courseDoc(region, topic, location === 'Online' ? 'online' : 'venue', location, start, `-${n}`),
    _id: `scale-course-${pad(n)}`,
  };
}

function industry(rng: Rng, n: number, pool: Pools, products: string[]): Doc {
  const title = `${rng.pick(SECTORS)} ${n}`;
  const image = { ...rng.pick(pool.industryImages), alt: `Illustration for ${title}` };
  return doc(
    'industry',
    `scale-industry-${pad(n)}`,
    {
      title,
      slug: slug(slugify(title)),
      summary: `Software, training and support for ${title.toLowerCase()} teams.`,
      image,
      regions: [refItem(REGION.global)],
      overview: [
        b.imageTextColumn(title, pt(...paragraphs(rng, 2)), image, 'left'),
        b.productsPreview('Popular products', refs(rng.sample(products, 3))),
      ],
      services: rng.chance(0.5)
        ? [b.richText(pt(...paragraphs(rng, 1)), { cta: cta('Get in touch', linkPath('/get-in-touch/')) })]
        : [],
      customers: [],
      products: refs(rng.sample(products, rng.int(1, 4))),
      seo: {
        title: `${title} | Tasman CAD`,
        description: `Software, training and support for ${title.toLowerCase()} teams.`,
      },
    },
    '2025-06-01T00:00:00Z',
  );
}

/** `count` extra documents, deterministic for a given count. */
export function scaleDocuments(demo: Doc[], count: number): Doc[] {
  const rng = createRng(`tasman-scale-${count}`);
  const pool = pools(demo);
  const counts = {
    productFamily: Math.floor(count * SHARE.productFamily),
    trainingCourse: Math.floor(count * SHARE.trainingCourse),
    teamMember: Math.floor(count * SHARE.teamMember),
    industry: Math.floor(count * SHARE.industry),
  };
  const blogs = count - counts.productFamily - counts.trainingCourse - counts.teamMember - counts.industry;
  const products = Array.from({ length: counts.productFamily }, (_, i) => product(rng, i + 1, pool));
  const productIds = [...pool.productIds, ...products.map((p) => p._id)];
  const industries = Array.from({ length: counts.industry }, (_, i) => industry(rng, i + 1, pool, productIds));
  const industryIds = [...pool.industryIds, ...industries.map((i) => i._id), INDUSTRY.architecture];
  return [
    ...products,
    ...industries,
    ...Array.from({ length: blogs }, (_, i) => blog(rng, i + 1, pool, industryIds)),
    ...Array.from({ length: counts.teamMember }, (_, i) => person(rng, i + 1, pool, productIds)),
    ...Array.from({ length: counts.trainingCourse }, (_, i) => course(rng, i + 1)),
  ].map((document) => ({
    ...document,
    _id: document._id.startsWith('scale-') ? document._id : `scale-${document._id}`,
  }));
}
