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

/** Wait until islands (if any) have loaded their code, so hydration errors show up. */
export async function settle(page: Page): Promise<void> {
  if ((await page.locator('astro-island').count()) > 0) await page.waitForLoadState('networkidle');
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
