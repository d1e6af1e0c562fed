/** Types of pages.mjs for the TypeScript that imports it (tests/e2e/csp.spec.ts). */

/** [template, path] pairs: one page per template, content pages the first of their kind in the dataset. */
export function benchPages(datasetPath: string): Array<[template: string, path: string]>;
