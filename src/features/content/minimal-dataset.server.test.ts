import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNdjson } from '../../services/content/dataset.ts';
import { EmbeddedContentSource } from '../../services/content/embedded.ts';
import { buildRoutes } from './site-routes.ts';
import { ALL_CONTENT, BLOGS_NEWEST_FIRST, LATEST_PRODUCTS } from './queries.ts';
import { assertUsable, buildSiteContent, CONTENT_TYPES } from './site-content.ts';

/**
 * A dataset that follows the content contract but leaves out every optional field (no
 * siteName, bio, productDescription, images, seo) is content the site is built from, with no problem
 * reported. tests/e2e/minimal-site.spec.ts builds and renders it for real.
 */
const path = 'tests/fixtures/minimal.ndjson';

describe('a dataset with only the contract’s required fields', () => {
  it('loads through the content port without a problem, and every document becomes a route', async () => {
    const source = new EmbeddedContentSource(path, parseNdjson(readFileSync(path, 'utf8')));
    const [raw, blogOrder, latestProductIds] = await Promise.all([
      source.fetch<{ _id: string; _type: string }[]>(ALL_CONTENT, { types: CONTENT_TYPES }),
      source.fetch<{ _id: string }[]>(BLOGS_NEWEST_FIRST),
      source.fetch<string[]>(LATEST_PRODUCTS),
    ]);
    const content = buildSiteContent(raw, { blogOrder, latestProductIds });
    expect(content.problems).toEqual([]);
    expect(() => assertUsable(content)).not.toThrow();
    expect(content.siteConfig.siteName).toBe('Minimal Design Co');
    const paths = buildRoutes(content).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us/',
        '/nz/our-team/',
        '/products/minimal-cad/',
        '/nz/products/minimal-cad/buy-now/',
        '/minimal-manufacturing/',
        '/knowledge-hub/minimal-article/',
        '/nz/training-course/minimal-cad-basics/',
      ]),
    );
    expect(paths.some((route) => route.includes('freight'))).toBe(false);
  });
});
