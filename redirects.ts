import type { RedirectRule } from './src/features/redirects/match.ts';

/**
 * Legacy redirects kept in code, beside the content's `redirect` documents (which the middleware
 * checks first). Same shape as a `redirect` document; `ignoreCase` defaults to true.
 * They apply only where no page answers (an on-demand 404), so a real page is never shadowed.
 */
export const codeRedirects: readonly RedirectRule[] = [
  { fromPath: '/shop', toPath: '/products/', statusCode: 302 },
  { fromPath: '/shop/*', toPath: '/products/', statusCode: 302 },
  { fromPath: '/contact-us', toPath: '/nz/get-in-touch/', statusCode: 301 },
  { fromPath: '/contact', toPath: '/nz/get-in-touch/', statusCode: 301 },
  { fromPath: '/team', toPath: '/nz/our-team/', statusCode: 301 },
  { fromPath: '/about', toPath: '/nz/about-us/', statusCode: 301 },
];
