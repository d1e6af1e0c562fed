/**
 * A page prerendered by the speculation rules (speculation-rules.ts) runs its scripts before anyone
 * sees it, and may never be seen. What counts a visit or asks the visitor something (the page view,
 * the region check, view_item) must wait until the page is shown: `document.prerendering` is true
 * until then, and `prerenderingchange` fires when the browser activates the page.
 */

/** The Prerender API's part of a document (TypeScript's DOM library does not describe it yet). */
type PrerenderingDocument = Document & { readonly prerendering?: boolean };

// `globalThis.document`, not `document`: modules that push to the data layer also run where there is
// no document (unit tests, the server), and there nothing waits.
/** Whether `root` is a prerendered page nobody has seen yet. */
export const isPrerendering = (root: Document | undefined = globalThis.document): boolean =>
  (root as PrerenderingDocument | undefined)?.prerendering === true;

/** Run `action` once the page is shown: at once, or when a prerendered page is activated. */
export function whenShown(action: () => void, root: Document | undefined = globalThis.document): void {
  if (root && isPrerendering(root))
    root.addEventListener(
      'prerenderingchange',
      () => {
        action();
      },
      { once: true },
    );
  else action();
}

/**
 * Run `refresh` again when a prerendered page is activated: what it shows from storage (the cart's
 * count, the account link) may have changed on the page the visitor came from.
 */
export function refreshWhenShown(refresh: () => void, root: Document | undefined = globalThis.document): void {
  if (root && isPrerendering(root))
    root.addEventListener(
      'prerenderingchange',
      () => {
        refresh();
      },
      { once: true },
    );
}
