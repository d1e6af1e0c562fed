/**
 * The site's public origin as JSON-LD and canonical URLs write it: Astro's `site` (astro.config, from
 * SITE_URL at build time), as templates get it from `Astro.site`, without a trailing slash.
 */
export const siteUrlOf = (site: URL | undefined): string => (site ? site.origin : 'http://localhost:4321');
