/**
 * Tiny runtime type guards for values read back from localStorage. Hand-written rather than zod so
 * that islands which only read the store do not ship a schema library.
 */

/** A predicate that narrows `unknown` to `T`. */
export type Guard<T> = (value: unknown) => value is T;

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string. */
export const isString = (value: unknown): value is string => typeof value === 'string';

/** A finite number (NaN and Infinity do not survive JSON anyway, but be strict). */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A boolean. */
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** `guard` or `undefined`. */
export const optional = <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined => value === undefined || guard(value);

/** An array whose every item passes `guard`. */
export const arrayOf = <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] => Array.isArray(value) && value.every(guard);

/** One of the given literal values. */
export const oneOf = <const T extends readonly (string | number | boolean)[]>(values: T): Guard<T[number]> =>
  (value): value is T[number] => values.some((candidate) => candidate === value);

/**
 * An object whose listed fields pass their guards; other fields are allowed and kept
 * (stored shapes may carry more than the site reads).
 */
export const shape = <T extends object>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> =>
  (value): value is T => isRecord(value)
    && Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
