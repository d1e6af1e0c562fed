import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_WIDTHS, imageSource, isSanityCdn, sanityImageUrl } from './image-source.ts';

const asset = (url: string, width: number, height: number) => ({
  _id: 'image-x',
  _type: 'sanity.imageAsset' as const,
  url,
  metadata: { dimensions: { width, height } },
});
const cdn = 'https://cdn.sanity.io/images/proj/production/abc-2000x1000.jpg';

describe('image sources', () => {
  it('offers the required image widths and their 3x multiples', () => {
    expect(DEFAULT_IMAGE_WIDTHS).toEqual([360, 414, 768, 1080, 1242, 1366, 1536, 1920, 2304, 4098, 4608, 5760]);
  });

  it('recognises the Sanity CDN only', () => {
    expect(isSanityCdn(cdn)).toBe(true);
    expect(isSanityCdn('/content/images/a.svg')).toBe(false);
    expect(isSanityCdn('https://example.com/a.jpg')).toBe(false);
  });

  it('asks the CDN for a width at quality 75 in the best format', () => {
    const url = new URL(sanityImageUrl(cdn, 768));
    expect(url.searchParams.get('w')).toBe('768');
    expect(url.searchParams.get('q')).toBe('75');
    expect(url.searchParams.get('auto')).toBe('format');
  });

  it('builds a srcset up to the asset width, never upscaling', () => {
    const source = imageSource(asset(cdn, 2000, 1000));
    const widths = source.srcset?.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([360, 414, 768, 1080, 1242, 1366, 1536, 1920]);
    expect(new URL(source.src).searchParams.get('w')).toBe('1366');
    expect([source.width, source.height]).toEqual([2000, 1000]);
  });

  it('offers a small CDN image at its own width', () => {
    const source = imageSource(asset(cdn, 200, 100));
    expect(source.srcset).toMatch(/w=200.* 200w$/);
  });

  it('serves a local file as it is, with its dimensions', () => {
    expect(imageSource(asset('/content/images/a.svg', 800, 600))).toEqual({
      src: '/content/images/a.svg',
      width: 800,
      height: 600,
    });
  });
});
