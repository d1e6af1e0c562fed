/**
 * Reads an index declared by configuration (`SEARCH_DECLARED_INDEXES`): a JSON file holding the index's
 * name, settings (searchable attributes, facets, replicas) and records, checked with zod so a bad file
 * is named with what is wrong instead of answering searches wrongly.
 */
import { readFileSync } from 'node:fs';
import { declaredIndexSchema, type DeclaredIndex } from './index-settings.ts';

export function readDeclaredIndex(file: string): DeclaredIndex {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(
      `SEARCH_DECLARED_INDEXES: cannot read ${file} as JSON: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
  const result = declaredIndexSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `SEARCH_DECLARED_INDEXES: ${file} is not an index file: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown problem'}`,
    );
  }
  return result.data;
}
