/** The region codes the site sells in (SPEC §3 Region `iban`); `globalised` regions have none. */
import * as z from 'zod/mini';

export const regionCodes = ['nz', 'au'] as const;

/** A region code: `nz` or `au`. */
export const regionCodeSchema = z.enum(regionCodes);
export type RegionCode = z.infer<typeof regionCodeSchema>;

export const REGIONS: readonly RegionCode[] = regionCodes;
/** The region of a visitor the site knows nothing of (SPEC §3: New Zealand first). */
export const DEFAULT_REGION: RegionCode = 'nz';
