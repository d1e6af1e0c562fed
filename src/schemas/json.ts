/** Any JSON value: what a jsonb column or a stored document holds when the SPEC leaves its shape open. */
import * as z from 'zod/mini';

/** Any JSON value (marketingInfo, opaque documents). */
export const jsonValueSchema = z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;
