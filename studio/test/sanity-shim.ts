/**
 * What the schema files use of `sanity`, for tests in plain Node: the `define*` helpers only type
 * their argument. (The real package imports CSS, which Node cannot load.)
 */
export const defineType = <T>(definition: T): T => definition;
export const defineField = <T>(definition: T): T => definition;
export const defineArrayMember = <T>(definition: T): T => definition;
