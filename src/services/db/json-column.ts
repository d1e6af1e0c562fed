/**
 * The shapes of jsonb columns are the shared concept schemas (src/schemas/, zod/mini); drizzle-zod's
 * refinements take full `zod` schemas. This wraps one in the other: same checks, issues and output.
 */
import { z } from 'zod';

/** `schema` as a full-zod schema, for a drizzle-zod column refinement (typed as what it takes and gives). */
export const jsonColumn = <T>(schema: z.core.$ZodType<T, T>): z.ZodPipe<z.ZodCustom<T>, z.core.$ZodType<T, T>> =>
  z.pipe(z.custom<T>(), schema);
