/** How an image asset is fetched: a responsive srcset for the Sanity CDN, a plain file otherwise. Pure. */
import type { ImageAsset } from '../features/content/schemas/index.ts';
import { IMAGE_QUALITY, IMAGE_WIDTHS, IMAGE_WIDTHS_3X } from '../lib/ui/constants.ts';

export interface ImageSource {
  src: string;
  /** Only for images the CDN can resize. */
  srcset?: string | undefined;
  /** The asset's own dimensions (they set the aspect ratio; CSS scales the image). */
  width: number;
  height: number;
}

/** The widths a responsive image is offered in (docs/requirements.md#layout and their 3x multiples), smallest first. */
export const DEFAULT_IMAGE_WIDTHS: readonly number[] = [...new Set([...IMAGE_WIDTHS, ...IMAGE_WIDTHS_3X])].sort(
  (a, b) => a - b,
);

/** The width of the plain `src` (browsers without srcset): the largest offered width up to this. */
const FALLBACK_WIDTH = 1366;

/** Whether the URL is on the Sanity image CDN, which resizes on request. */
export function isSanityCdn(url: string): boolean {
  try {
    return new URL(url).hostname === 'cdn.sanity.io';
  } catch {
    return false;
  }
}

/** A Sanity CDN URL for one width: `w`, quality 75, `auto=format`, never upscaled (`fit=max`). */
export function sanityImageUrl(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set('w', String(width));
  parsed.searchParams.set('q', String(IMAGE_QUALITY));
  parsed.searchParams.set('auto', 'format');
  parsed.searchParams.set('fit', 'max');
  return parsed.toString();
}

/**
 * The `src`, `srcset`, `width` and `height` of an asset. Sanity CDN images are offered in the given
 * widths up to the asset's own width (no upscaling); other files are served as they are.
 */
export function imageSource(asset: ImageAsset, widths: readonly number[] = DEFAULT_IMAGE_WIDTHS): ImageSource {
  const { width, height } = asset.metadata.dimensions;
  if (!isSanityCdn(asset.url)) return { src: asset.url, width, height };
  const fitting = [...new Set(widths)].filter((w) => w > 0 && w <= width).sort((a, b) => a - b);
  const offered = fitting.length > 0 ? fitting : [width];
  const fallback = offered.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? offered[0] ?? width;
  return {
    src: sanityImageUrl(asset.url, fallback),
    srcset: offered.map((w) => `${sanityImageUrl(asset.url, w)} ${w}w`).join(', '),
    width,
    height,
  };
}
