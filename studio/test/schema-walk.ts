/**
 * Reading the Studio's schema definitions as data: a field's type, options, whether its validation
 * makes it required, and the named types it refers to. Used by the agreement tests and the
 * document generator.
 */
import { schemaTypes } from '../schema/index.ts';

/** A schema definition as written in studio/schema (a document, field, array member or object). */
export interface Definition {
  name?: string;
  type: string;
  fields?: Definition[];
  of?: Definition[];
  to?: { type: string }[];
  options?: { list?: (string | number | { value: string | number })[] };
  validation?: unknown;
  initialValue?: unknown;
}

/** The named types (documents and shared objects) by name. */
export const namedTypes: ReadonlyMap<string, Definition> = new Map(
  (schemaTypes as unknown as Definition[]).map((definition) => [definition.name ?? '', definition]),
);

/** The method names a validation calls on Sanity's rule builder (`required`, `min`, `regex`…). */
export function ruleCalls(validation: unknown): Set<string> {
  const calls = new Set<string>();
  const rule: object = new Proxy(
    {},
    {
      get:
        (_target, property) =>
        (..._args: unknown[]) => {
          calls.add(String(property));
          return rule;
        },
    },
  );
  if (typeof validation === 'function') (validation as (rule: object) => unknown)(rule);
  return calls;
}

export const isRequired = (definition: Definition): boolean => ruleCalls(definition.validation).has('required');

/** The values of an option list. */
export const listValues = (definition: Definition): (string | number)[] | undefined =>
  definition.options?.list?.map((item) => (typeof item === 'object' ? item.value : item));

/** A named object type's definition in place of a field of that type (`link`, `cta`, `seo`). */
export function resolved(definition: Definition): Definition {
  const named = namedTypes.get(definition.type);
  return named && named.type === 'object'
    ? { ...named, ...definition, type: 'object', fields: named.fields ?? [] }
    : definition;
}
