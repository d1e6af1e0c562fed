/**
 * How a route asks to be kept in the page cache (features/page-cache/middleware.server.ts). The tags a
 * render read from the content are collected by themselves (content tracking); `tags` adds others a
 * route knows of (the sitemap reads every route: ROUTES_TAG).
 */
export function cacheThisPage(locals: App.Locals, tags: readonly string[] = []): void {
  locals.pageCache = { tags: [...(locals.pageCache?.tags ?? []), ...tags] };
}
