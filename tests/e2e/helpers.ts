import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isPublishedId } from '../../src/schemas/document-id.ts';

/** The accessibility standard every page is held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Run axe on the page and fail with a readable list of violations (rule, impact, where). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}]`);
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes.length} node(s): ${nodes.join(' | ')}`;
  });
  expect(violations, `axe WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}

/** Every `<loc>` in a sitemap document. */
const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1] ?? '');

/** A sitemap URL's path and query, so that it can be asked of the test server (the sitemap names the public origin). */
const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** Paths of every page the sitemap lists: /sitemap-index.xml, then each sitemap it names. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  if (!index.ok()) throw new Error(`/sitemap-index.xml answered ${index.status()}`);
  const paths: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const response = await request.get(pathOf(sitemap));
    if (!response.ok()) throw new Error(`${sitemap} answered ${response.status()}`);
    paths.push(...locs(await response.text()).map(pathOf));
  }
  return [...new Set(paths)];
}

/** Console errors and uncaught page errors, gathered while a page is used. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Whether an island hydrates without a person's intent (run in the page): `client:load` and
 * `client:only`, `client:idle` and `client:intent` told to hydrate when idle, and `client:visible`
 * when a child is within its root margin of the viewport (asked of an IntersectionObserver, as Astro's
 * directive does). Self-contained: Playwright sends its source to the page.
 */
function hydratesByItself(island: Element): Promise<boolean> {
  const client = island.getAttribute('client');
  let value: unknown;
  try {
    value = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
  } catch {
    value = undefined;
  }
  const option = (name: string): unknown =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  if (client === 'load' || client === 'only' || client === 'idle') return Promise.resolve(true);
  if (client === 'intent') return Promise.resolve(option('whenIdle') === true);
  if (client !== 'visible' || island.children.length === 0) return Promise.resolve(false);
  const rootMargin = typeof option('rootMargin') === 'string' ? (option('rootMargin') as string) : '0px';
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(entries.some((entry) => entry.isIntersecting));
      },
      { rootMargin },
    );
    for (const child of island.children) observer.observe(child);
  });
}

/**
 * Waits, on events and never on a time, until the page has done what it does by itself once shown, so
 * that hydration errors show up and a request that must not happen would have been made: the page has
 * loaded (its module scripts ran), the browser has been idle once (what idle islands wait for), every
 * island that hydrates without a person's intent has hydrated (Astro drops an island's `ssr` attribute
 * then), and a round trip through the page has come back after the page's own first steps (the region
 * check's permission query, then a request, reported after any the page made before it). An island
 * that waits for intent loads no code: there is nothing of it to wait for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The same bound as the idle directives' (src/directives/intent.ts): registered after theirs, it runs after them.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  for (const island of await page.locator('astro-island[ssr]').all()) {
    if (await island.evaluate(hydratesByItself))
      await expect(island, 'an island that hydrates by itself has hydrated').not.toHaveAttribute('ssr');
  }
  await page.evaluate(async () => {
    await navigator.permissions.query({ name: 'geolocation' });
    await fetch('/api/health', { cache: 'no-store' });
  });
}

/**
 * Holds the page's requests for `url` (a glob or pattern; `except` passes at once) until the returned
 * function is called: what a visitor does before the code arrives then happens before it, in that order,
 * on any machine (a gate, not a delay). Held requests go on at release, later ones are not held.
 * page.route must see the requests: block the service worker (playwright#7588).
 */
export async function holdRequests(page: Page, url: string | RegExp, except?: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!except?.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/** A raw content document of the demo dataset (only the fields the tests read). */
export interface DemoDocument {
  _id: string;
  _type: string;
  slug?: { current: string };
  template?: string;
  product_category?: string;
  hasBuyNowPage?: boolean;
  publishFeatures?: boolean;
  publishTechnical?: boolean;
  publishServices?: boolean;
  overview?: unknown[];
  features?: unknown[];
  technical?: unknown[];
  services?: unknown[];
  blogType?: string;
}

let demo: DemoDocument[] | undefined;

/** The published documents of the demo dataset the demo site is built from (CONTENT_DATASET of the "demo" web server). */
export function demoDocuments(): DemoDocument[] {
  demo ??= readFileSync('content/dataset.ndjson', 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DemoDocument)
    .filter((doc) => isPublishedId(doc._id));
  return demo;
}

const nonEmpty = (blocks: unknown[] | undefined): boolean => Array.isArray(blocks) && blocks.length > 0;

/** Paths of product pages of each sub-page kind in the demo dataset (global `/products/...` routes). */
export function demoProductPaths(): Record<'overview' | 'features' | 'technical' | 'services' | 'buy-now', string[]> {
  const products = demoDocuments().filter(
    (doc) => doc._type === 'productFamily' && doc.product_category !== 'Freight' && doc.slug,
  );
  const base = (doc: DemoDocument) => `/products/${doc.slug?.current ?? ''}/`;
  return {
    overview: products.filter((doc) => nonEmpty(doc.overview)).map(base),
    features: products
      .filter((doc) => doc.publishFeatures && nonEmpty(doc.features))
      .map((doc) => `${base(doc)}features/`),
    technical: products
      .filter((doc) => doc.publishTechnical && nonEmpty(doc.technical))
      .map((doc) => `${base(doc)}technical/`),
    services: products
      .filter((doc) => doc.publishServices && nonEmpty(doc.services))
      .map((doc) => `${base(doc)}services/`),
    'buy-now': products.filter((doc) => doc.hasBuyNowPage).map((doc) => `${base(doc)}buy-now/`),
  };
}

/** Paths of the demo dataset's industry and blog pages. */
export const demoIndustryPaths = (): string[] =>
  demoDocuments()
    .filter((doc) => doc._type === 'industry' && doc.slug)
    .map((doc) => `/${doc.slug?.current ?? ''}/`);
export const demoBlogPaths = (): string[] =>
  demoDocuments()
    .filter((doc) => doc._type === 'blog' && doc.slug)
    .map((doc) => `/knowledge-hub/${doc.slug?.current ?? ''}/`);
