/** Whether a page's HTML asks search engines not to index it (`<meta name="robots" content="…noindex…">`). */
export const hasNoindex = (html: string): boolean =>
  /<meta\b[^>]*\bname=["']robots["'][^>]*\bcontent=["'][^"']*\bnoindex\b/i.test(html);

/** A sitemap's XML without the `<url>` entries whose `<loc>` `drop` rejects. */
export function dropSitemapUrls(xml: string, drop: (loc: string) => boolean): string {
  return xml.replace(/<url>\s*<loc>([^<]*)<\/loc>[\s\S]*?<\/url>/g, (entry, loc: string) => (drop(loc) ? '' : entry));
}
