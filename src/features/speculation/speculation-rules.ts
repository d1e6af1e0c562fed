/**
 * Instant navigation between pages (docs/requirements.md#page-loading-and-offline "prefetch"), as data rather than a script: the
 * Speculation Rules API lets Chromium prerender a same-origin link the visitor is about to follow and
 * swap it in on the click. The old site's "batches of 4 every 3 s, skipped on 2g, data-saver or bots"
 * is the browser's call now: Chromium stands down on Save-Data, battery saver and low memory, caps
 * how many pages it keeps ready, and other browsers ignore the rules. A page shown after being
 * prerendered reports its view and asks the region only then (when-shown.ts).
 *
 * The rules are written into every page's HTML (SpeculationRules.astro) and allowed by the hash of
 * their exact text in the site's policy (astro.config.mjs), so their JSON text is built here once.
 */

/**
 * Paths never speculated (each with everything below it): the /app mini-app, the API, search
 * protocol, payment and preview pages answer per person or change state, and are never cached.
 */
export const NEVER_SPECULATED_PATHS = ['/app', '/api', '/1', '/pay', '/preview'] as const;

/** Links marked as not to be speculated (or inside an element so marked), and downloads. */
export const NO_SPECULATION_SELECTOR = '[rel~="nofollow"], [data-no-prefetch], [data-no-prefetch] *, [download]';

/** A URL pattern of the rule set's own origin (protocol, host and port come from the page's URL). */
interface PathPattern {
  pathname: string;
  search?: string;
}

/**
 * Links to a page of the site with no query: a query can change what a GET does (filters, tokens,
 * `noredirect`), so such links wait for the click.
 */
export const PAGE_LINK: PathPattern = { pathname: '/*', search: '' };

/** NEVER_SPECULATED_PATHS as patterns: each path and everything below it. */
export const NEVER_SPECULATED: readonly PathPattern[] = NEVER_SPECULATED_PATHS.map((path) => ({
  pathname: `${path}{/*}?`,
}));

type Condition =
  | { href_matches: PathPattern | PathPattern[] }
  | { selector_matches: string }
  | { not: Condition }
  | { and: Condition[] };

/** One rule of a speculation rule set, as the browser reads it. */
interface DocumentRule {
  source: 'document';
  where: Condition;
  eagerness: 'conservative' | 'moderate';
}

/** Which links of a page may be speculated: same origin, no query, no excluded path, not marked. */
const SPECULATABLE_LINKS: Condition = {
  and: [
    { href_matches: PAGE_LINK },
    { not: { href_matches: [...NEVER_SPECULATED] } },
    { not: { selector_matches: NO_SPECULATION_SELECTOR } },
  ],
};

/**
 * The rule set. Prerender on "moderate" eagerness (the pointer resting on a link for 200 ms, or
 * pressing it): the page is ready before the click ends. A prefetch of the same links on press
 * ("conservative") is the fallback where the browser declines to prerender (a low-memory device, a
 * setting): the document is then at least on its way before the click ends. Where both act, the
 * browser asks the server once.
 */
export const SPECULATION_RULES: { prerender: DocumentRule[]; prefetch: DocumentRule[] } = {
  prerender: [{ source: 'document', where: SPECULATABLE_LINKS, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where: SPECULATABLE_LINKS, eagerness: 'conservative' }],
};

/** The text of the `<script type="speculationrules">` element: its SHA-256 is what the CSP allows. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
