/** Types of pages.mjs for the TypeScript that imports it (tests/e2e/csp.spec.ts). */

/** [template, path] pairs: one page per template, content pages the first of their kind in the dataset. */
export function benchPages(datasetPath: string): Array<[template: string, path: string]>;

/** The templates where people buy and search (`npm test` audits them with Lighthouse). */
export const SHOP_AND_SEARCH_TEMPLATES: string[];

/** Templates whose pages are `noindex`. */
export const NOINDEX_TEMPLATES: string[];

/** Bytes of script a template may transfer before any interaction. */
export function scriptBudget(template: string): number;

/** Script ceilings `npm test` holds templates to while they are above their `scriptBudget`. */
export const SCRIPT_CEILINGS_TODAY: Readonly<Record<string, number>>;
