import type { Crumb } from '../layouts/types.ts';
import type { RenderContext } from '../features/content/render-context.ts';
import { joinPath } from '../features/content/site-routes.ts';

/** Breadcrumbs from the home of the page's region down to the page itself. */
export function crumbsFor(ctx: RenderContext, trail: Crumb[]): Crumb[] {
  const home: Crumb = { label: 'Home', href: joinPath(ctx.region) };
  return [home, ...trail];
}
