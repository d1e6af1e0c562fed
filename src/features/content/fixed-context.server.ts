import type { RenderContext } from './render-context.ts';
import { renderSite } from './site-routes.server.ts';
import { regionOfPath } from './site-routes.ts';

/** A render context for fixed (non-content) routes: search, /app, 404, 500. */
export async function fixedRouteContext(path: string): Promise<RenderContext> {
  const { content, knownPaths } = await renderSite();
  return { content, knownPaths, path, region: regionOfPath(path) };
}
