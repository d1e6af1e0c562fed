import { describe, expect, it } from 'vitest';
import {
  blogSchema,
  industrySchema,
  productFamilySchema,
  regionSchema,
  teamMemberSchema,
  trainingCourseSchema,
  type Blog,
  type BlogType,
  type Industry,
  type ProductFamily,
  type TrainingCourse,
} from './schemas/index.ts';
import {
  blogListLimit,
  blogTagLabel,
  coursesFor,
  formatDate,
  formatDateRange,
  groupByCategory,
  imageAsset,
  previewIndustries,
  previewProducts,
  productsForIndustry,
  regionLocale,
  relatedBlogs,
  relatedBlogsBlockLimit,
  teamByExpertise,
} from './selectors.ts';
import type { ContentDocument } from './site-content.ts';

const blog = (id: string, blogType: BlogType = 'read', publishDate = '2025-01-01'): Blog =>
  blogSchema.parse({
    _id: id,
    _type: 'blog',
    blogType,
    title: id,
    slug: { current: id.replace('drafts.', '') },
    publishDate,
  });

const product = (id: string, extra: Record<string, unknown> = {}): ProductFamily =>
  productFamilySchema.parse({
    _id: id,
    _type: 'productFamily',
    title: id,
    slug: { current: id },
    name: id,
    vendor: 'V',
    productDescription: 'd',
    product_family_id: `pf-${id}`,
    product_category: 'Software',
    ...extra,
  });

const industry = (id: string, products: string[] = []): Industry =>
  industrySchema.parse({
    _id: id,
    _type: 'industry',
    title: id,
    slug: { current: id },
    products: products.map((_ref) => ({ _ref })),
  });

const member = (name: string, expertise: string[] = []) =>
  teamMemberSchema.parse({
    _id: name,
    _type: 'teamMember',
    title: name,
    bio: '',
    jobTitle: 'Engineer',
    email: `${name.toLowerCase()}@example.com`,
    department: 'Support',
    expertise: expertise.map((_ref) => ({ _ref })),
  });

const course = (id: string, region: 'AU' | 'NZ', category: string, startDate: string): TrainingCourse =>
  trainingCourseSchema.parse({
    _id: id,
    _type: 'trainingCourse',
    title: id,
    slug: { current: id },
    region,
    category,
    delivery: 'online',
    startDate,
    endDate: startDate,
    price: { currency: region === 'AU' ? 'AUD' : 'NZD', amount: '100.00' },
  });

const byIdOf = (docs: ContentDocument[]) => new Map(docs.map((doc) => [doc._id, doc]));

describe('blog list limits', () => {
  it('shows 4 blogs by default, 3 for a specific type and 5 for webinars', () => {
    expect(blogListLimit()).toBe(4);
    expect(blogListLimit('read')).toBe(3);
    expect(blogListLimit('download')).toBe(3);
    expect(blogListLimit('watch')).toBe(5);
  });

  it('caps the related-blogs block at 3 whatever the type', () => {
    expect(relatedBlogsBlockLimit()).toBe(3);
    expect(relatedBlogsBlockLimit('watch')).toBe(3);
    expect(relatedBlogsBlockLimit('read')).toBe(3);
  });
});

describe('blog tag labels', () => {
  it('names each blog type as the site shows it', () => {
    expect(blogTagLabel('video')).toBe('Video');
    expect(blogTagLabel('watch')).toBe('Webinar');
    expect(blogTagLabel('read')).toBe('Article');
    expect(blogTagLabel('download')).toBe('White paper');
    expect(blogTagLabel('howTo')).toBe('How to');
  });
});

describe('related blogs', () => {
  const blogs = [blog('c', 'watch', '2025-03-01'), blog('b', 'read', '2025-02-01'), blog('a', 'video', '2025-01-01')];

  it('keeps the newest-first order and the limit', () => {
    expect(relatedBlogs(blogs, { limit: 2 }).map((b) => b._id)).toEqual(['c', 'b']);
  });

  it('never lists the current blog', () => {
    expect(relatedBlogs(blogs, { currentId: 'c', limit: 3 }).map((b) => b._id)).toEqual(['b', 'a']);
  });

  it('never lists the current blog when the page shows its draft', () => {
    expect(relatedBlogs(blogs, { currentId: 'drafts.c', limit: 3 }).map((b) => b._id)).toEqual(['b', 'a']);
  });

  it('leaves drafts out', () => {
    expect(relatedBlogs([blog('drafts.x'), ...blogs], { limit: 1 }).map((b) => b._id)).toEqual(['c']);
  });

  it('keeps only the requested type', () => {
    expect(relatedBlogs(blogs, { blogType: 'video', limit: 3 }).map((b) => b._id)).toEqual(['a']);
  });

  it('gives an empty list for a limit of zero or less', () => {
    expect(relatedBlogs(blogs, { limit: 0 })).toEqual([]);
    expect(relatedBlogs(blogs, { limit: -1 })).toEqual([]);
  });
});

describe('team by expertise', () => {
  const team = [member('Zoe', ['p1']), member('Amir', ['p2']), member('Mia', ['p1', 'p2'])];

  it('lists the members with expertise in the product family, by name', () => {
    expect(teamByExpertise(team, 'p1').map((m) => m.title)).toEqual(['Mia', 'Zoe']);
  });

  it('lists every member, by name, when no product family is given', () => {
    expect(teamByExpertise(team).map((m) => m.title)).toEqual(['Amir', 'Mia', 'Zoe']);
  });

  it('gives an empty list when nobody has the expertise', () => {
    expect(teamByExpertise(team, 'nothing')).toEqual([]);
  });
});

describe('products preview', () => {
  const p1 = product('p1');
  const p2 = product('p2');
  const freight = product('freight', { product_category: 'Freight' });
  const latest = [product('l1'), product('l2'), product('l3'), product('l4')];
  const content = { byId: byIdOf([p1, p2, freight, ...latest]), latestProducts: latest };

  it('shows the latest three products when the block references none', () => {
    expect(previewProducts(content).map((p) => p._id)).toEqual(['l1', 'l2', 'l3']);
    expect(previewProducts(content, []).map((p) => p._id)).toEqual(['l1', 'l2', 'l3']);
  });

  it('shows the referenced products in their order, skipping missing ones and Freight', () => {
    const refs = [{ _ref: 'p2' }, { _ref: 'missing' }, { _ref: 'freight' }, { _ref: 'p1' }];
    expect(previewProducts(content, refs).map((p) => p._id)).toEqual(['p2', 'p1']);
  });

  it('on a regional page, only products offered in the region (an AU-only product on the NZ home)', () => {
    const regions = [
      regionSchema.parse({ _id: 'region-nz', _type: 'region', iban: 'nz', title: 'New Zealand', hrefLang: 'en-NZ' }),
      regionSchema.parse({ _id: 'region-au', _type: 'region', iban: 'au', title: 'Australia', hrefLang: 'en-AU' }),
    ];
    const inRegions = (id: string, ...codes: string[]) =>
      product(id, { regions: codes.map((code) => ({ _type: 'reference', _ref: `region-${code}`, _key: code })) });
    const latestByRegion = [inRegions('au-only', 'au'), inRegions('both', 'nz', 'au'), inRegions('nz-only', 'nz')];
    const regional = { byId: byIdOf([...regions, ...latestByRegion]), latestProducts: latestByRegion };
    expect(previewProducts(regional, undefined, 'nz').map((p) => p._id)).toEqual(['both', 'nz-only']);
    expect(previewProducts(regional, undefined, 'au').map((p) => p._id)).toEqual(['au-only', 'both']);
    expect(previewProducts(regional, [{ _ref: 'au-only' }, { _ref: 'both' }], 'nz').map((p) => p._id)).toEqual([
      'both',
    ]);
    expect(previewProducts(regional).map((p) => p._id)).toEqual(['au-only', 'both', 'nz-only']);
  });

  it('never shows Freight among the latest products', () => {
    expect(previewProducts({ byId: new Map(), latestProducts: [freight, p1] }).map((p) => p._id)).toEqual(['p1']);
  });
});

describe('industries', () => {
  const i1 = industry('i1', ['p1', 'freight']);
  const i2 = industry('i2');
  const p1 = product('p1');
  const freight = product('freight', { product_category: 'Freight' });
  const content = {
    byId: byIdOf([i1, i2, p1, freight]),
    industries: [i1, i2],
    industryProducts: new Map([
      ['i1', ['p1', 'freight']],
      ['i2', []],
    ]),
  };

  it('previews every industry when the block references none', () => {
    expect(previewIndustries(content).map((i) => i._id)).toEqual(['i1', 'i2']);
  });

  it('previews only the referenced industries, in their order', () => {
    expect(previewIndustries(content, [{ _ref: 'i2' }, { _ref: 'p1' }]).map((i) => i._id)).toEqual(['i2']);
  });

  it("lists an industry's products without Freight", () => {
    expect(productsForIndustry(content, 'i1').map((p) => p._id)).toEqual(['p1']);
    expect(productsForIndustry(content, 'unknown')).toEqual([]);
  });
});

describe('training courses', () => {
  const courses = [
    course('nz-late', 'NZ', 'Revit', '2026-05-01'),
    course('au-one', 'AU', 'Revit', '2026-03-01'),
    course('nz-early', 'NZ', 'AutoCAD', '2026-02-01'),
    course('nz-mid', 'NZ', 'Revit', '2026-03-01'),
  ];

  it("lists a region's courses soonest first, from a site region or a course region", () => {
    expect(coursesFor(courses, 'nz').map((c) => c._id)).toEqual(['nz-early', 'nz-mid', 'nz-late']);
    expect(coursesFor(courses, 'AU').map((c) => c._id)).toEqual(['au-one']);
  });

  it('narrows to a category, ignoring case', () => {
    expect(coursesFor(courses, 'nz', 'revit').map((c) => c._id)).toEqual(['nz-mid', 'nz-late']);
  });

  it('groups courses by category in alphabetical order', () => {
    const groups = groupByCategory(coursesFor(courses, 'nz'));
    expect(groups.map((g) => [g.category, g.courses.map((c) => c._id)])).toEqual([
      ['AutoCAD', ['nz-early']],
      ['Revit', ['nz-mid', 'nz-late']],
    ]);
  });
});

describe('dates as the region writes them', () => {
  it('uses en-AU for Australia and en-NZ otherwise', () => {
    expect(regionLocale('au')).toBe('en-AU');
    expect(regionLocale('AU')).toBe('en-AU');
    expect(regionLocale('nz')).toBe('en-NZ');
    expect(regionLocale(undefined)).toBe('en-NZ');
  });

  it('writes the calendar date whatever the time zone', () => {
    expect(formatDate('2026-03-05', 'en-NZ')).toBe('5 Mar 2026');
  });

  it('writes a one-day course as one date and a longer one as a range', () => {
    expect(formatDateRange('2026-03-05', '2026-03-05')).toBe('5 Mar 2026');
    expect(formatDateRange('2026-03-03', '2026-03-05', 'en-AU')).toMatch(/^3\s*–\s*5 Mar 2026$/);
  });
});

describe('image assets', () => {
  const asset = {
    _id: 'image-a',
    _type: 'sanity.imageAsset' as const,
    url: '/content/images/a.svg',
    metadata: { dimensions: { width: 800, height: 600 } },
  };

  it('finds the asset an image refers to, and nothing for a missing one', () => {
    const assets = new Map([[asset._id, asset]]);
    expect(imageAsset({ asset: { _ref: 'image-a' }, alt: '' }, assets)).toBe(asset);
    expect(imageAsset({ asset: { _ref: 'image-b' }, alt: '' }, assets)).toBeUndefined();
    expect(imageAsset(undefined, assets)).toBeUndefined();
  });
});
