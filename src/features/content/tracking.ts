/**
 * A view of the site's content that notes what a render reads, as page-cache tags: a
 * document read by id (a link, an image, the page's own document) tags the page with that id; a
 * listing of a type (every product, every blog) with the type; a question whether a path is served
 * with that path. A publish then drops exactly the pages that read what it changed. Pure: the caller
 * says where the tags go.
 */
import { ALL_CONTENT_TAG, docTag, pathTag, ROUTES_TAG, typeTag } from '../page-cache/tags.ts';
import type { SiteContent } from './site-content.ts';

/** A read-only map that reports each key asked for, and any walk over all of it. */
class TrackedMap<K, V> implements ReadonlyMap<K, V> {
  readonly #inner: ReadonlyMap<K, V>;
  readonly #onKey: (key: K) => void;
  readonly #onAll: () => void;

  constructor(inner: ReadonlyMap<K, V>, onKey: (key: K) => void, onAll: () => void) {
    this.#inner = inner;
    this.#onKey = onKey;
    this.#onAll = onAll;
  }

  get(key: K): V | undefined {
    this.#onKey(key);
    return this.#inner.get(key);
  }

  has(key: K): boolean {
    this.#onKey(key);
    return this.#inner.has(key);
  }

  get size(): number {
    this.#onAll();
    return this.#inner.size;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    this.#onAll();
    this.#inner.forEach((value, key) => callback(value, key, this));
  }

  entries(): MapIterator<[K, V]> {
    this.#onAll();
    return this.#inner.entries();
  }

  keys(): MapIterator<K> {
    this.#onAll();
    return this.#inner.keys();
  }

  values(): MapIterator<V> {
    this.#onAll();
    return this.#inner.values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

/** The content as one render sees it: the same documents, every read reported to `record`. */
export function trackedContent(content: SiteContent, record: (tag: string) => void): SiteContent {
  const listing = <T>(types: readonly string[], value: T): T => {
    for (const type of types) record(typeTag(type));
    return value;
  };
  const byDoc = (id: string) => record(docTag(id));
  return {
    get siteConfig() {
      record(docTag(content.siteConfig._id));
      return content.siteConfig;
    },
    get regions() {
      return listing(['region', 'globalised'], content.regions);
    },
    get pages() {
      return listing(['page'], content.pages);
    },
    get products() {
      return listing(['productFamily'], content.products);
    },
    get industries() {
      return listing(['industry'], content.industries);
    },
    get blogs() {
      return listing(['blog'], content.blogs);
    },
    get blogCategories() {
      return listing(['blogCategory'], content.blogCategories);
    },
    get team() {
      return listing(['teamMember'], content.team);
    },
    get forms() {
      return listing(['form'], content.forms);
    },
    get trainingCourses() {
      return listing(['trainingCourse'], content.trainingCourses);
    },
    get redirects() {
      return listing(['redirect'], content.redirects);
    },
    get latestProducts() {
      return listing(['productFamily'], content.latestProducts);
    },
    // Which products an industry shows follows every product's own industry list.
    industryProducts: new TrackedMap(
      content.industryProducts,
      (id) => {
        byDoc(id);
        record(typeTag('productFamily'));
      },
      () => record(typeTag('productFamily')),
    ),
    byId: new TrackedMap(content.byId, byDoc, () => record(ALL_CONTENT_TAG)),
    imageAssets: new TrackedMap(content.imageAssets, byDoc, () => record(typeTag('sanity.imageAsset'))),
    problems: content.problems,
  };
}

/** Set members that walk over every path. */
const WALKS = new Set<PropertyKey>([
  'size',
  'forEach',
  'entries',
  'keys',
  'values',
  Symbol.iterator,
  'union',
  'intersection',
  'difference',
  'symmetricDifference',
  'isSubsetOf',
  'isSupersetOf',
  'isDisjointFrom',
]);

/** The set of served paths as one render sees it: each path asked for, or a walk over all of them, is reported. */
export const trackedPaths = (paths: ReadonlySet<string>, record: (tag: string) => void): ReadonlySet<string> =>
  new Proxy(paths, {
    get(target, property) {
      if (property === 'has') {
        return (path: string) => {
          record(pathTag(path));
          return target.has(path);
        };
      }
      if (WALKS.has(property)) record(ROUTES_TAG);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
