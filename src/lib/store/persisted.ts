import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';
import { jsonCodec, STORAGE_PREFIX } from './codec.ts';

/** A store persisted as JSON under `tasman:<name>`, read back through `schema`; bad stored values read as `initial`. */
export function persisted<T>(name: string, initial: T, schema: z.ZodMiniType<T>): WritableAtom<T> {
  return persistentAtom<T>(STORAGE_PREFIX + name, initial, jsonCodec(schema, initial));
}
