import { describe, expect, it } from 'vitest';
import { documentTarget, editAttribute, itemSegment, within } from './edit-targets.ts';

const product = { _id: 'product-strata-bim', _type: 'productFamily' };

describe('edit attributes: where a piece of content is edited in the Studio', () => {
  it('names the document, its type, the field path with _key segments and the Studio', () => {
    const block = within(documentTarget({ studioUrl: '/studio' }, product, 'overview'), itemSegment('hero1', 0));
    const attribute = editAttribute(block, 'heading');
    expect(attribute).toBe('id=product-strata-bim;type=productFamily;path=overview:hero1.heading;base=%2Fstudio');
  });

  it('names the block itself, and items of its arrays by their keys', () => {
    const block = within(
      documentTarget({ studioUrl: '/studio' }, { _id: 'page-about-us', _type: 'page' }, 'blocks'),
      itemSegment('grid', 3),
    );
    expect(editAttribute(block)).toBe('id=page-about-us;type=page;path=blocks:grid;base=%2Fstudio');
    expect(editAttribute(block, 'items', itemSegment('fact2', 1), 'title')).toContain(
      ';path=blocks:grid.items:fact2.title;',
    );
    expect(editAttribute(block, 'cta', 'label')).toContain(';path=blocks:grid.cta.label;');
  });

  it('uses an index for an item without a key, and the published id for a draft', () => {
    const target = documentTarget(
      { studioUrl: 'https://tasmancad.sanity.studio' },
      { _id: 'drafts.siteConfig', _type: 'siteConfig' },
      'footer',
    );
    expect(editAttribute(target, 'links', itemSegment(undefined, 2))).toBe(
      'id=siteConfig;type=siteConfig;path=footer.links:2;base=https%3A%2F%2Ftasmancad.sanity.studio',
    );
  });

  it('gives nothing on a published render, or for a whole document', () => {
    const published = documentTarget(undefined, product, 'overview');
    expect(published).toBeUndefined();
    expect(editAttribute(published, 'heading')).toBeUndefined();
    expect(editAttribute(within(published, itemSegment('a', 0)))).toBeUndefined();
    expect(editAttribute(documentTarget({ studioUrl: '/studio' }, product))).toBeUndefined();
  });
});
