/**
 * How a route asks to be kept in the page cache (features/page-cache/serve.server.ts, which src/middleware.ts runs first). The tags a
 * render read from the content are collected by themselves (content tracking); `tags` adds others a
 * route knows of (the sitemap reads every route: ROUTES_TAG).
 */
export function cacheThisPage(locals: App.Locals, tags: readonly string[] = []): void {
  locals.pageCache = { ...locals.pageCache, tags: [...(locals.pageCache?.tags ?? []), ...tags] };
}

/**
 * An endpoint's answer that only a publish changes (GET /api/values), kept like a page so the server
 * wrapper answers it without Astro, with its own `cacheControl` for browsers instead of a page's.
 */
export function cacheThisAnswer(locals: App.Locals, cacheControl: string): void {
  cacheThisPage(locals);
  if (locals.pageCache) locals.pageCache.cacheControl = cacheControl;
}

/**
 * A kept page turns stale by itself at `until` (a promo starts or ends: its prices change with no
 * publish). Only for a route that asked to be kept; the earliest such time wins.
 */
export function keepCachedPageUntil(locals: App.Locals, until: Date): void {
  const hint = locals.pageCache;
  if (!hint) return;
  const time = until.getTime();
  hint.until = hint.until === undefined ? time : Math.min(hint.until, time);
}
