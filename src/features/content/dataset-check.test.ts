import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDatasetContract } from './dataset-check.ts';

const demo = readFileSync('content/dataset.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string } & Record<string, unknown>);

describe('checkDatasetContract: what the site finds in a dataset', () => {
  it('the demo dataset has no problem', () => {
    expect(checkDatasetContract(demo)).toEqual([]);
  });

  it('names the document and field of a price whose amount is not a number', () => {
    const broken = demo.map((document) => {
      if (document._id !== 'product-strata-bim') return document;
      const copy = structuredClone(document) as unknown as { products: { prices: { amount: string }[] }[] };
      copy.products[0]!.prices[0]!.amount = 'twelve';
      return copy as unknown as typeof document;
    });
    expect(checkDatasetContract(broken)).toEqual([
      {
        _id: 'product-strata-bim',
        _type: 'productFamily',
        path: 'products[0].prices[0].amount',
        message: 'a decimal amount such as "1234.50"',
      },
    ]);
  });

  it('a page without a slug, a duplicate id and two documents on one path', () => {
    const page = demo.find((document) => document._id === 'page-about-us')!;
    const { slug: _slug, ...withoutSlug } = page;
    const problems = checkDatasetContract([
      ...demo.filter((document) => document !== page),
      withoutSlug,
      { ...(demo.find((document) => document._id === 'blog-category-news') ?? demo[1]!), _id: 'region-nz' },
    ]);
    expect(problems).toContainEqual(expect.objectContaining({ _id: 'page-about-us', _type: 'page', path: 'slug' }));
    expect(problems).toContainEqual(
      expect.objectContaining({ _id: 'region-nz', message: 'another document has the same _id' }),
    );
    const clash = checkDatasetContract([...demo, { ...page, _id: 'page-about-us-copy' }]);
    expect(clash).toHaveLength(1);
    expect(clash[0]?._id).toBe('(dataset)');
    expect(clash[0]?.message).toContain('Two documents claim the path /about-us/');
  });
});
