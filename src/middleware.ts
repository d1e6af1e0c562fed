import { defineMiddleware, sequence } from 'astro:middleware';
import { codeRedirects } from '../redirects.ts';
import { getSiteContent } from './features/content/site-content.server.ts';
import type { SiteContent } from './features/content/site-content.ts';
import { compileRedirects, matchRedirect, type CompiledRedirects } from './features/redirects/match.ts';
import { securityHeaders, withHeaders } from './features/security/headers.ts';
import { services } from './services/config.ts';

const compiled = new WeakMap<SiteContent, CompiledRedirects>();
let codeOnly: CompiledRedirects | undefined;

/** The content's redirect documents, then redirects.ts, compiled once per loaded content. */
async function redirectRules(): Promise<CompiledRedirects> {
  try {
    const content = await getSiteContent();
    let rules = compiled.get(content);
    if (!rules) compiled.set(content, (rules = compileRedirects([...content.redirects, ...codeRedirects])));
    return rules;
  } catch (error) {
    console.error('redirects: the content could not be read; only the rules of redirects.ts apply.', error);
    return (codeOnly ??= compileRedirects(codeRedirects));
  }
}

/** Endpoints and framework assets are never legacy pages. */
const NOT_PAGES = /^\/(api|_astro|_image|_actions|_server-islands)(\/|$)/;

/**
 * Legacy redirects, where no page answers (a 404): a real page is never shadowed by a rule. Prerendered
 * pages are files in production, so this sees unknown paths only when the 404 page renders on demand.
 */
const legacyRedirects = defineMiddleware(async (context, next) => {
  const response = await next();
  const { method } = context.request;
  if (response.status !== 404 || (method !== 'GET' && method !== 'HEAD')) return response;
  if (context.isPrerendered || NOT_PAGES.test(context.url.pathname)) return response;
  const target = matchRedirect(context.url, await redirectRules());
  if (!target) return response;
  await response.body?.cancel();
  return new Response(null, { status: target.status, headers: { Location: target.location } });
});

/**
 * Security headers on every response this server renders, with the CSP sources of the configured
 * vendors (static files get the same from the server wrapper, scripts/serve.mjs). At build time the
 * headers of prerendered pages are not kept, so nothing is set there.
 */
const headers = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  // Behind a TLS-terminating proxy the URL is https only if scripts/serve.mjs believed the proxy's
  // X-Forwarded-Proto (TRUSTED_PROXY); it drops that header from anyone else.
  const https = context.url.protocol === 'https:';
  return withHeaders(response, securityHeaders({ https, csp: services().csp }));
});

export const onRequest = sequence(headers, legacyRedirects);
