/**
 * Core Web Vitals as Google counts them (docs/performance.md, "Field data"): the five metrics the site
 * collects from its visitors, the thresholds that rate a value good, needs-improvement or poor, and the
 * bounded names a sample is filed under (template, region, device class). Pure: no IO, no framework;
 * the browser's collector, the endpoint, the metrics and the operator's report all read it.
 */

/** The metrics collected, in the order they are reported. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Google's rating of a value (web.dev/articles/vitals). */
export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's thresholds: a value up to `good` is good, one above `poor` is poor, anything between needs
 * improvement. Milliseconds, except CLS (a unitless score).
 */
export const THRESHOLDS: Readonly<Record<MetricName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** Google's rating of `value` for `metric`. */
export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * Bucket bounds of the /metrics histograms (ms; CLS a score): both thresholds of each metric are bounds,
 * so a scrape tells how many samples were good, needed improvement or were poor, with steps between.
 */
export const HISTOGRAM_BUCKETS: Readonly<Record<MetricName, readonly number[]>> = {
  LCP: [1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000],
  INP: [50, 100, 200, 300, 500, 1000, 2000],
  CLS: [0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  FCP: [1000, 1400, 1800, 2400, 3000, 4000, 6000],
  TTFB: [200, 400, 800, 1200, 1800, 3000, 6000],
};

/**
 * The page templates a sample can be filed under: one per template component (src/templates), plus the
 * pages that are not content (search, the /app area, the payment page, error pages). A closed list, so
 * a label or a row can never be a path.
 */
export const PAGE_TEMPLATES = [
  'home',
  'generic',
  'contact',
  'legal',
  'our-team',
  'services',
  'knowledge-hub',
  'blog',
  'all-products',
  'product',
  'buy-now',
  'industry',
  'training-catalogue',
  'training-course',
  'search',
  'app',
  'pay',
  'offline',
  'not-found',
  'error',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** The region part of the site a page belongs to (`/au/…`, `/nz/…`, or neither). */
export const PAGE_REGIONS = ['au', 'nz', 'global'] as const;
export type PageRegion = (typeof PAGE_REGIONS)[number];

/** The device classes the Chrome UX Report separates (its "form factor"). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The device class a browser's User-Agent names, as the Chrome UX Report sorts them: "Mobi" (or an
 * iPhone, iPod, Windows Phone) is a phone; an iPad, a Kindle or Silk, an Android without "Mobi", or
 * "Tablet" is a tablet; anything else, or no User-Agent, a desktop. The header is read, never kept.
 */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Kindle|Silk|PlayBook/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|IEMobile/i.test(ua)) return 'phone';
  if (/Android/i.test(ua)) return 'tablet';
  return 'desktop';
}
