import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { jsonCodec, STORAGE_PREFIX } from './codec.ts';
import type { Reader } from './stored-shapes.ts';

/** A store persisted as JSON under `tasman:<name>`, read back through `read`; bad stored values read as `initial`. */
export function persisted<T>(name: string, initial: T, read: Reader<T>): WritableAtom<T> {
  return persistentAtom<T>(STORAGE_PREFIX + name, initial, jsonCodec(read, initial));
}
