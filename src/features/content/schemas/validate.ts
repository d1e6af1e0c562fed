import { documentSchemas } from './documents.ts';

/** One problem with one document, named so an editor can find it. */
export interface DocumentProblem {
  _id: string;
  _type: string;
  field: string;
  message: string;
  /** The field's path inside the document (`['blocks', 1, 'events']`); empty for the whole document. */
  path: readonly PropertyKey[];
}

type AnyDocumentType = keyof typeof documentSchemas;
const isKnownType = (type: string): type is AnyDocumentType => Object.hasOwn(documentSchemas, type);

/**
 * Check raw documents against their schemas. Documents of types the site does not use are skipped
 * (a Sanity dataset carries system documents too).
 */
export function validateDocuments(documents: readonly { _id: string; _type: string }[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  for (const document of documents) {
    if (!isKnownType(document._type)) continue;
    const result = documentSchemas[document._type].safeParse(document);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      problems.push({
        _id: document._id,
        _type: document._type,
        field: issue.path.map(String).join('.') || '(document)',
        message: issue.message,
        path: issue.path,
      });
    }
  }
  return problems;
}

/** A message listing problems, one per line: `_id (_type) field: message`. */
export const describeProblems = (problems: readonly DocumentProblem[]): string =>
  problems.map((p) => `  ${p._id} (${p._type}) ${p.field}: ${p.message}`).join('\n');
