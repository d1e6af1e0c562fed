import { describe, expect, it } from 'vitest';
import {
  SITEMAP_MAX_URLS,
  escapeXml,
  sitemapFileNumber,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
  type SitemapUrl,
} from './sitemap-xml.ts';

const SITE = 'https://www.tasmancad.example';
const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, index) => ({ loc: `${SITE}/page-${index}/` }));

describe('sitemap files', () => {
  it('holds at most 45,000 URLs per file, in order', () => {
    const files = sitemapFiles(urls(2 * SITEMAP_MAX_URLS + 1));
    expect(SITEMAP_MAX_URLS).toBe(45_000);
    expect(files.map((file) => file.length)).toEqual([45_000, 45_000, 1]);
    expect(files[1]?.[0]?.loc).toBe(`${SITE}/page-45000/`);
  });

  it('always has one file, so the index names at least one', () => {
    expect(sitemapFiles([])).toEqual([[]]);
    expect(sitemapFiles(urls(3), 3)).toHaveLength(1);
  });

  it('answers a file number only for files that exist, written as the index writes it', () => {
    expect(sitemapFileNumber('0', 1)).toBe(0);
    expect(sitemapFileNumber('2', 3)).toBe(2);
    for (const param of ['3', '01', '-1', '1.0', 'index', '', ' 0', '9999999999', undefined])
      expect(sitemapFileNumber(param, 3)).toBeUndefined();
  });
});

describe('sitemap XML', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a urlset with an escaped loc and a lastmod where known', () => {
    const xml = urlsetXml([{ loc: `${SITE}/a&b/` }, { loc: `${SITE}/c/`, lastmod: '2026-01-02T03:04:05.000Z' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<url><loc>${SITE}/a&amp;b/</loc></url>` +
        `<url><loc>${SITE}/c/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url></urlset>\n`,
    );
  });

  it('names each file by absolute URL in the index, dated by its newest page', () => {
    const xml = sitemapIndexXml(
      [
        [
          { loc: `${SITE}/a/`, lastmod: '2026-01-01T00:00:00.000Z' },
          { loc: `${SITE}/b/`, lastmod: '2026-02-01T00:00:00.000Z' },
        ],
        [{ loc: `${SITE}/c/` }],
      ],
      `${SITE}/`,
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<sitemap><loc>${SITE}/sitemap-0.xml</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></sitemap>` +
        `<sitemap><loc>${SITE}/sitemap-1.xml</loc></sitemap></sitemapindex>\n`,
    );
  });
});
