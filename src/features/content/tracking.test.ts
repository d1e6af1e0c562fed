import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublishedId } from '../../schemas/document-id.ts';
import { ALL_CONTENT_TAG, docTag, pathTag, ROUTES_TAG, typeTag } from '../page-cache/tags.ts';
import type { RawDocument } from './admit.ts';
import { patchReplica } from './replica.ts';
import { buildSiteContent, CONTENT_TYPES, type SiteContent } from './site-content.ts';
import { trackedContent, trackedPaths } from './tracking.ts';

/** The published documents of tests/fixtures/small.ndjson, parsed here line by line (a pure feature's test). */
const published: RawDocument[] = readFileSync(new URL('../../../tests/fixtures/small.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RawDocument)
  .filter((document) => isPublishedId(document._id));

const content = buildSiteContent(published, {
  blogOrder: [{ _id: 'blog-fixture-article' }, { _id: 'blog-fixture-webinar' }],
  latestProductIds: ['product-fixture-cad'],
});

/** The content as one render sees it, and the tags its reads recorded so far. */
function render(): { tracked: SiteContent; tags: string[] } {
  const tags: string[] = [];
  return { tracked: trackedContent(content, (tag) => tags.push(tag)), tags };
}

describe('trackedContent', () => {
  it('records nothing until something is read', () => {
    const { tracked, tags } = render();
    void tracked.problems;
    expect(tags).toEqual([]);
  });

  it('siteConfig tags the page with the siteConfig document, and is the same object', () => {
    const { tracked, tags } = render();
    expect(tracked.siteConfig).toBe(content.siteConfig);
    expect(tags).toEqual([docTag('siteConfig')]);
  });

  const listings = [
    ['regions', ['region', 'globalised']],
    ['pages', ['page']],
    ['products', ['productFamily']],
    ['industries', ['industry']],
    ['blogs', ['blog']],
    ['blogCategories', ['blogCategory']],
    ['team', ['teamMember']],
    ['forms', ['form']],
    ['trainingCourses', ['trainingCourse']],
    ['redirects', ['redirect']],
    ['latestProducts', ['productFamily']],
  ] as const;

  it.each(listings)('the %s listing tags the page with its types and is the same list', (name, types) => {
    const { tracked, tags } = render();
    expect(tracked[name]).toBe(content[name]);
    expect(tags.toSorted()).toEqual(types.map(typeTag).toSorted());
  });

  it.each(listings)(
    'the %s listing’s tags name the _type of every document in it (a publish of any of them reaches the page)',
    (name) => {
      const { tracked, tags } = render();
      const list: readonly { _type: string }[] = tracked[name];
      expect(list.length).toBeGreaterThan(0);
      for (const document of list) expect(tags).toContain(typeTag(document._type));
    },
  );

  it('byId.get and byId.has tag the page with that document, found or not, and give the same object', () => {
    const { tracked, tags } = render();
    expect(tracked.byId.get('product-fixture-cad')).toBe(content.byId.get('product-fixture-cad'));
    expect(tracked.byId.has('page-home')).toBe(true);
    // A link to a document not published yet: its publish must reach this page.
    expect(tracked.byId.get('blog-not-yet')).toBeUndefined();
    expect(tags).toEqual([docTag('product-fixture-cad'), docTag('page-home'), docTag('blog-not-yet')]);
  });

  it('any walk over byId is a whole-content read, and yields the same objects', () => {
    const walks: Array<(byId: SiteContent['byId']) => unknown> = [
      (byId) => [...byId],
      (byId) => [...byId.values()],
      (byId) => [...byId.keys()],
      (byId) => [...byId.entries()],
      (byId) => byId.size,
      (byId) => byId.forEach(() => undefined),
    ];
    for (const walk of walks) {
      const { tracked, tags } = render();
      walk(tracked.byId);
      expect(tags).toEqual([ALL_CONTENT_TAG]);
    }
    const { tracked } = render();
    expect([...tracked.byId.values()]).toEqual([...content.byId.values()]);
    [...tracked.byId.values()].forEach((document, index) => expect(document).toBe([...content.byId.values()][index]));
  });

  it('imageAssets.get tags the page with the asset; a walk over the assets with their type', () => {
    const { tracked, tags } = render();
    expect(tracked.imageAssets.get('image-fixture-logo')).toBe(content.imageAssets.get('image-fixture-logo'));
    expect(tags).toEqual([docTag('image-fixture-logo')]);
    const walk = render();
    expect([...walk.tracked.imageAssets.keys()]).toEqual(['image-fixture-logo']);
    expect(walk.tags).toEqual([typeTag('sanity.imageAsset')]);
  });

  it('industryProducts.get tags the page with the industry and every product (a product may join the industry)', () => {
    const { tracked, tags } = render();
    expect(tracked.industryProducts.get('industry-fixture-manufacturing')).toBe(
      content.industryProducts.get('industry-fixture-manufacturing'),
    );
    expect(tags.toSorted()).toEqual([docTag('industry-fixture-manufacturing'), typeTag('productFamily')].toSorted());
    const walk = render();
    void walk.tracked.industryProducts.size;
    expect(walk.tags).toEqual([typeTag('productFamily')]);
  });

  it('what a render of a product page read meets what a publish of that product, or of a new product, drops', () => {
    const { tracked, tags } = render();
    void tracked.siteConfig;
    void tracked.byId.get('product-fixture-cad');
    void tracked.industryProducts.get('industry-fixture-manufacturing');
    const held = new Map(published.map((document) => [document._id, document]));
    const types = new Set(CONTENT_TYPES);
    const edit = patchReplica(
      held,
      { upserts: [{ ...structuredClone(held.get('product-fixture-cad')!), vendor: 'New Vendor' }], deletes: [] },
      types,
    );
    const joining = {
      ...structuredClone(held.get('product-fixture-cad')!),
      _id: 'product-new',
      slug: { _type: 'slug', current: 'product-new' },
    };
    const added = patchReplica(held, { upserts: [joining], deletes: [] }, types);
    const unrelated = patchReplica(
      held,
      { upserts: [{ ...structuredClone(held.get('team-ada')!), bio: 'New bio.' }], deletes: [] },
      types,
    );
    expect(edit.tags.some((tag) => tags.includes(tag))).toBe(true);
    expect(added.tags.some((tag) => tags.includes(tag))).toBe(true);
    expect(unrelated.tags.some((tag) => tags.includes(tag))).toBe(false);
  });
});

describe('trackedPaths', () => {
  const served = new Set(['/', '/products/fixture-cad/', '/knowledge-hub/fixture-article/']);
  const track = () => {
    const tags: string[] = [];
    return { paths: trackedPaths(served, (tag) => tags.push(tag)), tags };
  };

  it('has(path) tags the page with that path and answers as the set does', () => {
    const { paths, tags } = track();
    expect(paths.has('/products/fixture-cad/')).toBe(true);
    expect(paths.has('/products/not-yet/')).toBe(false);
    expect(tags).toEqual([pathTag('/products/fixture-cad/'), pathTag('/products/not-yet/')]);
  });

  it('a walk over the paths is a read of the whole route table', () => {
    const walks: Array<(paths: ReadonlySet<string>) => unknown> = [
      (paths) => [...paths],
      (paths) => paths.size,
      (paths) => [...paths.values()],
      (paths) => paths.forEach(() => undefined),
    ];
    for (const walk of walks) {
      const { paths, tags } = track();
      walk(paths);
      expect(tags).toEqual([ROUTES_TAG]);
    }
    expect([...track().paths]).toEqual([...served]);
  });
});
