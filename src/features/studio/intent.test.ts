import { describe, expect, it } from 'vitest';
import { deployedStudioUrl, parseEditIntent, studioPathOf } from './intent.ts';

describe('reading a Studio edit link', () => {
  it('names the document, its type and the field path of a click-to-edit link, as the Studio shows the path', () => {
    const rest = 'intent/edit/mode=presentation;id=product-strata-bim;type=productFamily;path=overview%3Ahero.heading';
    expect(parseEditIntent(rest)).toEqual({
      id: 'product-strata-bim',
      type: 'productFamily',
      path: 'overview[_key=="hero"].heading',
    });
  });

  it('writes array items by key or by index, and keeps a path already in the Studio’s form', () => {
    expect(studioPathOf('blocks:a1.items:b-2.title')).toBe('blocks[_key=="a1"].items[_key=="b-2"].title');
    expect(studioPathOf('footer.links:2')).toBe('footer.links[2]');
    expect(studioPathOf('blocks[_key=="a"].heading')).toBe('blocks[_key=="a"].heading');
  });

  it('takes what the params leave out from the query, and the published id of a draft', () => {
    const search = new URLSearchParams({
      baseUrl: '/studio',
      id: 'page-about-us',
      type: 'page',
      path: 'blocks[_key=="a"].items[_key=="b"].title',
    });
    expect(parseEditIntent('/intent/edit/id=drafts.page-about-us/', search)).toEqual({
      id: 'page-about-us',
      type: 'page',
      path: 'blocks[_key=="a"].items[_key=="b"].title',
    });
  });

  it('finds no intent in other Studio paths, or without a document id', () => {
    for (const rest of [
      '',
      'structure/page',
      'intent/create/type=page',
      'intent/edit/type=page;path=title',
      'intent/edit/id=',
    ]) {
      expect(parseEditIntent(rest)).toBeUndefined();
    }
  });

  it('leaves a badly encoded value, or one with a control character, out rather than failing', () => {
    expect(parseEditIntent('intent/edit/id=page-a;path=%E0%A4%A')).toEqual({
      id: 'page-a',
      type: undefined,
      path: undefined,
    });
    expect(parseEditIntent('intent/edit/id=page-a;type=pa%00ge')).toEqual({
      id: 'page-a',
      type: undefined,
      path: undefined,
    });
    expect(parseEditIntent('intent/edit/id=a%0Ab')).toBeUndefined();
  });

  it('sends a path under /studio to the same place on a deployed Studio', () => {
    expect(deployedStudioUrl('https://tasmancad.sanity.studio', '/intent/edit/id=a;type=page', '?x=1')).toBe(
      'https://tasmancad.sanity.studio/intent/edit/id=a;type=page?x=1',
    );
    expect(deployedStudioUrl('https://tasmancad.sanity.studio', '', '')).toBe('https://tasmancad.sanity.studio');
  });
});
