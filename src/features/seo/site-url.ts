/** The site's public origin (astro.config `site`, from SITE_URL), for absolute URLs in JSON-LD. */
export const SITE_URL: string = import.meta.env.SITE ?? 'http://localhost:4321';
