/** What a request's route hands to the middleware (Astro.locals). */
declare namespace App {
  interface Locals {
    /** This request's id (lib/monitoring/request-id.ts), set first by the middleware; not on prerendered pages. */
    requestId?: string;
    /** On a preview page: site path -> preview URL, for links to documents with drafts (features/preview/links.ts). */
    previewLinks?: ReadonlyMap<string, string>;
    /** Set by a route that may be served from the page cache (features/page-cache/mark.ts), with tags of its own. */
    pageCache?: { tags: string[]; until?: number; cacheControl?: string };
  }
}
