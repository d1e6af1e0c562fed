/** UI constants of docs/requirements.md#timings-and-limits, in one place. */

/** Responsive image widths (and their 3x multiples for dense screens) and default quality. */
export const IMAGE_WIDTHS = [360, 414, 768, 1366, 1536, 1920] as const;
export const IMAGE_WIDTHS_3X = IMAGE_WIDTHS.map((width) => width * 3);
export const IMAGE_QUALITY = 75;

/** The form drawer's width (share of the viewport). */
export const FORM_DRAWER_WIDTH = '40%';

/** Tab slider: slides per view by minimum viewport width (first match wins). */
export const SLIDES_PER_VIEW: readonly { above: number; slides: number }[] = [
  { above: 1900, slides: 8 },
  { above: 1024, slides: 5 },
  { above: 500, slides: 3 },
  { above: 0, slides: 2 },
];

/** Toasts close after 3 s; a repeated toast is debounced for 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_DEBOUNCE_MS = 3000;

/** A CMS form's hidden value is set this long after the form mounts. */
export const FORM_HIDDEN_VALUE_DELAY_MS = 2000;

/** Product grid: 9 per page, 8 for widths 1930–2423, 10 above 2423; 'Load more' adds 9. */
export const gridPageSize = (viewportWidth: number): number =>
  viewportWidth > 2423 ? 10 : viewportWidth >= 1930 ? 8 : 9;
export const GRID_LOAD_MORE = 9;
/** The largest grid page, so the prerendered first page can fill any width. */
export const GRID_PAGE_SIZE_MAX = 10;

/** Related and latest products shown; related-blog block maximum. */
export const RELATED_PRODUCTS_LIMIT = 3;
export const RELATED_BLOGS_BLOCK_MAX = 3;
