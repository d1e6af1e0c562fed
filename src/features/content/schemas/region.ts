/** `region` and `globalised`: the regions pages and products belong to. */
import { z } from 'zod';
import { regionCodes } from '../../../schemas/regions.ts';
import { documentFields } from './document-fields.ts';

export type { RegionCode } from '../../../schemas/regions.ts';

/** A region: `nz`, `au`, or a `globalised` one ("every region") with no code of its own. */
export const regionSchema = z
  .object({
    ...documentFields,
    _type: z.enum(['region', 'globalised']),
    /** The region's code and URL prefix; a `globalised` region has none. */
    iban: z.enum(regionCodes).optional(),
    /** Display name ("New Zealand"; missing: the code in capitals, or "Global"). */
    title: z.string().optional(),
    /** Language tag for hreflang links ("en-NZ"). */
    hrefLang: z.string().optional(),
  })
  .transform((region) => ({ ...region, title: region.title ?? (region.iban ? region.iban.toUpperCase() : 'Global') }));

export type Region = z.infer<typeof regionSchema>;
