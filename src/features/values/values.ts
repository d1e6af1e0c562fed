import { z } from 'zod';
import type { Region, RegionCode } from '../content/schemas/index.ts';
import {
  DEFAULT_PRICING_REGION,
  FREIGHT,
  GST_RATES,
  QUANTITY_MAX,
  REGION_CURRENCIES,
  gstRate,
  regionCurrency,
  type Currency,
} from '../pricing/pricing.ts';
import { regionCodes } from '../../schemas/regions.ts';

/** A region the site sells in, as GET /api/values describes it. */
export interface RegionValues {
  code: RegionCode;
  title: string;
  hrefLang: string;
  currency: Currency;
  gstRate: number;
}

/** The body's `data` of GET /api/values (documented in docs/api.md). */
export interface SiteValues {
  regions: RegionValues[];
  defaultRegion: typeof DEFAULT_PRICING_REGION;
  currencies: typeof REGION_CURRENCIES;
  gst: typeof GST_RATES;
  freight: typeof FREIGHT;
  quantityMax: number;
}

const money = z.object({ amount: z.string(), currency: z.string() });

/** The body of GET /api/values as a schema (the OpenAPI document's, features/api-docs). */
export const siteValuesAnswerSchema = z.object({
  data: z.object({
    regions: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        hrefLang: z.string(),
        currency: z.string(),
        gstRate: z.number(),
      }),
    ),
    defaultRegion: z.string(),
    currencies: z.record(z.string(), z.nullable(z.string())),
    gst: z.record(z.string(), z.number()),
    freight: z.record(z.string(), money),
    quantityMax: z.int(),
  }),
});

type Holds<T extends true> = T;
/**
 * Holds only for `true`: a compile error here means the interface and the schema drifted apart.
 * @public: a check the compiler makes, which nothing imports (knip reads the tag).
 */
export type SiteValuesFitTheSchema = Holds<
  [{ data: SiteValues }] extends [z.output<typeof siteValuesAnswerSchema>] ? true : false
>;

/**
 * The site's values for islands and other clients: the content's regions (those with a code, in the
 * site's order nz, au) joined with the pricing constants of docs/requirements.md#timings-and-limits.
 */
export function siteValues(regions: readonly Pick<Region, '_type' | 'iban' | 'title' | 'hrefLang'>[]): SiteValues {
  const values = regionCodes.flatMap((code): RegionValues[] => {
    const region = regions.find((candidate) => candidate._type === 'region' && candidate.iban === code);
    const currency = regionCurrency(code);
    if (!region || !currency) return [];
    const hrefLang = region.hrefLang ?? `en-${code.toUpperCase()}`;
    return [{ code, title: region.title, hrefLang, currency, gstRate: gstRate(currency) }];
  });
  return {
    regions: values,
    defaultRegion: DEFAULT_PRICING_REGION,
    currencies: REGION_CURRENCIES,
    gst: GST_RATES,
    freight: FREIGHT,
    quantityMax: QUANTITY_MAX,
  };
}
