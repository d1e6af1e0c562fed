/** Any JSON value: what a jsonb column or a stored document holds when docs/requirements.md leaves its shape open. */
import * as z from 'zod/mini';
import { boundedJson } from './safe-text.ts';

/** Any JSON value (marketingInfo, opaque documents), within safe-text.ts's JSON_LIMITS. */
export const jsonValueSchema = boundedJson();
export type JsonValue = z.infer<typeof jsonValueSchema>;
