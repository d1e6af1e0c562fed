import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dropSitemapUrls, hasNoindex } from '../src/features/seo/sitemap-noindex.ts';

/**
 * Takes pages marked noindex (by their content's `seo.noIndex`) out of the sitemap after it is written:
 * @astrojs/sitemap's filter sees only URLs, this reads the built HTML. List it after sitemap().
 */
export default function sitemapNoindex(): AstroIntegration {
  return {
    name: 'sitemap-noindex',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const htmlOf = (loc: string): string | undefined => {
          const file = `${root}${new URL(loc).pathname.replace(/^\//, '')}index.html`;
          return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
        };
        let dropped = 0;
        for (const name of readdirSync(root).filter((file) => /^sitemap-\d+\.xml$/.test(file))) {
          const path = `${root}${name}`;
          const xml = readFileSync(path, 'utf8');
          const kept = dropSitemapUrls(xml, (loc) => {
            const html = htmlOf(loc);
            const drop = html !== undefined && hasNoindex(html);
            if (drop) dropped += 1;
            return drop;
          });
          if (kept !== xml) writeFileSync(path, kept);
        }
        if (dropped > 0) logger.info(`dropped ${dropped} noindex page(s) from the sitemap`);
      },
    },
  };
}
