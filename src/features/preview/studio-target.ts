/**
 * Where the Studio's Presentation tool may send an editor once its preview secret checked out: a
 * preview page of this site, never anywhere else (the path comes from the URL). Pure.
 */

/** Where a preview starts when the Studio names no page: the site configuration, on the home page. */
export const DEFAULT_STUDIO_PREVIEW = '/preview/siteConfig/';

/** The preview path to open: `redirectTo` when it is a preview page of this site, else the default. */
export function studioPreviewTarget(redirectTo: string | undefined): string {
  if (!redirectTo) return DEFAULT_STUDIO_PREVIEW;
  let url: URL;
  try {
    url = new URL(redirectTo, 'http://site.invalid');
  } catch {
    return DEFAULT_STUDIO_PREVIEW;
  }
  const local = url.origin === 'http://site.invalid' && !redirectTo.startsWith('//');
  return local && url.pathname.startsWith('/preview/') ? `${url.pathname}${url.search}` : DEFAULT_STUDIO_PREVIEW;
}
