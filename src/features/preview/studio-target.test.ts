import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDIO_PREVIEW, studioPreviewTarget } from './studio-target.ts';

describe('studioPreviewTarget: where the Studio may send an editor', () => {
  it('a preview page of this site, with its query (the page to show)', () => {
    expect(studioPreviewTarget('/preview/product-strata-bim/?at=%2Fnz%2Fproducts%2Fstrata-bim%2F')).toBe(
      '/preview/product-strata-bim/?at=%2Fnz%2Fproducts%2Fstrata-bim%2F',
    );
  });

  it('nothing, another site, a protocol-relative address or a page outside the preview: the site configuration preview', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example/preview/x/',
      '//evil.example/preview/x/',
      '/app/account/',
      '/preview',
    ]) {
      expect(studioPreviewTarget(target)).toBe(DEFAULT_STUDIO_PREVIEW);
    }
  });
});
