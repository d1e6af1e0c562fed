/**
 * The sitemap's XML (sitemaps.org protocol 0.9): an index at /sitemap-index.xml (robots.txt names it)
 * naming the files /sitemap-0.xml, /sitemap-1.xml, ... of at most SITEMAP_MAX_URLS URLs each. Pure.
 */

/** One URL of a sitemap file. */
export interface SitemapUrl {
  /** Absolute URL of the page. */
  loc: string;
  /** When the page's document last changed (W3C datetime), if known. */
  lastmod?: string;
}

/**
 * URLs per sitemap file: the protocol allows 50,000 (and 50 MB); kept below so that a burst of
 * publishes between two crawls does not push a file over.
 */
export const SITEMAP_MAX_URLS = 45_000;

/** The path of the sitemap file numbered `index` (from 0): src/pages/sitemap-[index].xml.ts answers it. */
const sitemapFilePath = (index: number): string => `/sitemap-${index}.xml`;

/** The URLs cut into sitemap files; always at least one file, so the index never names none. */
export function sitemapFiles(urls: readonly SitemapUrl[], max: number = SITEMAP_MAX_URLS): SitemapUrl[][] {
  const files: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += max) files.push(urls.slice(start, start + max));
  return files.length > 0 ? files : [[]];
}

/** The file number a `sitemap-<n>.xml` request names, or undefined when no such file exists (404). */
export function sitemapFileNumber(param: string | undefined, fileCount: number): number | undefined {
  if (param === undefined || !/^(0|[1-9]\d{0,8})$/.test(param)) return undefined;
  const index = Number(param);
  return index < fileCount ? index : undefined;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element (the protocol asks for entity-escaped URLs). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: string | undefined): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`}</${tag}>`;

/** The newest `lastmod` of some URLs (ISO datetimes in UTC compare as text), if any has one. */
const newest = (urls: readonly SitemapUrl[]): string | undefined =>
  urls.reduce<string | undefined>(
    (latest, url) =>
      url.lastmod !== undefined && (latest === undefined || url.lastmod > latest) ? url.lastmod : latest,
    undefined,
  );

/** The sitemap index naming each file by absolute URL, with the newest `lastmod` of its URLs. */
export function sitemapIndexXml(files: readonly (readonly SitemapUrl[])[], site: URL | string): string {
  const entries = files.map((urls, index) =>
    entry('sitemap', new URL(sitemapFilePath(index), site).href, newest(urls)),
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">${entries.join('')}</sitemapindex>\n`;
}

/** One sitemap file: a `<url>` per URL. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">${urls.map((url) => entry('url', url.loc, url.lastmod)).join('')}</urlset>\n`;
}
