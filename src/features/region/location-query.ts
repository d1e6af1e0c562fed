/**
 * The query of GET /api/location?lat&lon (docs/requirements.md#calls): decimal degrees, latitude -90..90 and longitude
 * -180..180. Anything else (a word, an empty value, a missing parameter, Infinity) is a 400.
 */
import { z } from 'zod';

const degrees = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required (decimal degrees)` })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d+)?$/, `${name} must be a number in decimal degrees`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

export const locationQuerySchema = z.object({
  /** Latitude, degrees north (negative south). */
  lat: degrees('lat', 90),
  /** Longitude, degrees east (negative west). */
  lon: degrees('lon', 180),
});

/** The answer: the ISO 3166-1 alpha-2 code of the country at the point, null at sea. */
export const locationAnswerSchema = z.object({ country: z.nullable(z.string().regex(/^[A-Z]{2}$/)) });

/** The query's `lat` and `lon` (first value of each) as the schema reads them. */
export const locationQueryOf = (params: URLSearchParams): Record<string, string | undefined> => ({
  lat: params.get('lat') ?? undefined,
  lon: params.get('lon') ?? undefined,
});
