/**
 * Value rules the Studio shares with the site's content contract (src/features/content/schemas):
 * the same patterns, so an editor is told in the Studio what the site would otherwise drop.
 */

/** A slug: lower-case words joined by `-`; only page slugs nest with `/` (`services/training`). */
export const SLUG_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** A decimal amount as the catalogue writes it: `1234.50`. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
/** A redirect's legacy path: starts with `/`, or `*` to match any prefix. */
export const FROM_PATH_PATTERN = /^(\*|\/)/;
/** A form field's name: an identifier (`first_name`). */
export const FIELD_NAME_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** Lower-case words from any text, joined by `-` (what "Generate" puts in a slug field). */
export const slugify = (input: string): string =>
  input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96);
