/**
 * The region codes the site sells in (docs/requirements.md#other-documents Region `iban`; `globalised` regions have none), without
 * zod: every page's own script reads them, and one zod import there would cost it zod's whole core
 * (region-code.ts holds the schema).
 */
export const regionCodes = ['nz', 'au'] as const;
/** A region code: `nz` or `au`. */
export type RegionCode = (typeof regionCodes)[number];

/** The region of a visitor the site knows nothing of (New Zealand first). */
export const DEFAULT_REGION: RegionCode = 'nz';
