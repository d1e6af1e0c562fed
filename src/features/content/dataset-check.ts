/**
 * The site's side of `npm run content:validate`: every problem the site would find in a dataset,
 * named by document and field. Pure: documents in, problems out.
 */
import { isPublishedId } from '../../schemas/document-id.ts';
import { validateDocuments } from './schemas/index.ts';
import { assertUsable, buildSiteContent, ContentValidationError } from './site-content.ts';
import { buildRoutes } from './site-routes.ts';

/** One problem with one document (or, with `_id` "(dataset)", with the dataset as a whole). */
export interface DatasetProblem {
  _id: string;
  _type: string;
  /** Where in the document: `blocks[2].heading`, `products[0].prices[1].amount`; empty for the whole document. */
  path: string;
  message: string;
}

interface RawDocument {
  _id: string;
  _type: string;
}

const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${String(segment)}` : String(segment),
    '',
  );

/**
 * Schema problems per field, duplicate ids, drafts, two documents on one path, and content the site
 * cannot be built from (no site configuration, no home page).
 */
export function checkDatasetContract(documents: readonly RawDocument[]): DatasetProblem[] {
  const problems: DatasetProblem[] = validateDocuments(documents).map((problem) => ({
    _id: problem._id,
    _type: problem._type,
    path: formatPath(problem.path),
    message: problem.message,
  }));
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id))
      problems.push({
        _id: document._id,
        _type: document._type,
        path: '',
        message: 'another document has the same _id',
      });
    seen.add(document._id);
  }
  const published = documents.filter((document) => isPublishedId(document._id));
  try {
    const content = buildSiteContent(published, {
      blogOrder: published.filter((d) => d._type === 'blog'),
      latestProductIds: [],
    });
    assertUsable(content);
    buildRoutes(content);
  } catch (error) {
    if (error instanceof ContentValidationError) {
      for (const problem of error.problems) {
        const known = problems.some((p) => p._id === problem._id && p.path === formatPath(problem.path));
        if (!known)
          problems.push({
            _id: problem._id,
            _type: problem._type,
            path: formatPath(problem.path),
            message: problem.message,
          });
      }
    } else if (error instanceof Error) {
      problems.push({ _id: '(dataset)', _type: '(routes)', path: '', message: error.message });
    } else throw error;
  }
  return problems;
}
