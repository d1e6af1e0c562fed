/**
 * Checks a generated dataset the way the site will see it: schema validation (validateDocuments),
 * unique ids, references that resolve, no route collisions (buildRoutes), every link resolving to a
 * served path in each region the document renders in, and every block type used at least once.
 */
import { downloadFiles } from './pdf.ts';
import { isPublishedId } from '../../src/schemas/document-id.ts';
import { blockSchemas, describeProblems, validateDocuments } from '../../src/features/content/schemas/index.ts';
import { buildSiteContent, type SiteContent } from '../../src/features/content/site-content.ts';
import { resolveLink } from '../../src/features/content/links.ts';
import { buildRoutes, joinPath, regionCodesOf } from '../../src/features/content/site-routes.ts';
import type { RegionCode } from '../../src/features/content/schemas/index.ts';
import type { Doc } from './build.ts';

export interface CheckResult {
  errors: string[];
  warnings: string[];
  routeCount: number;
}

/** Paths served by fixed route files (see src/features/content/site-routes.server.ts). */
const FIXED_PATHS = ['/search/', '/app/'];

const BLOCK_FIELDS = [
  'blocks',
  'overview',
  'features',
  'technical',
  'services',
  'customers',
  'content',
  'successContentBlocks',
];

type Visit = (value: Record<string, unknown>, path: string) => void;

function walk(value: unknown, path: string, visit: Visit): void {
  if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, `${path}[${index}]`, visit));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, path);
    for (const [name, child] of Object.entries(record)) walk(child, path ? `${path}.${name}` : name, visit);
  }
}

function contextsOf(document: Doc, content: SiteContent): (RegionCode | undefined)[] {
  const refsOf = (field: unknown): { _ref: string }[] =>
    (Array.isArray(field) ? field : field ? [field] : []) as { _ref: string }[];
  switch (document._type) {
    case 'siteConfig':
      return [undefined, 'nz', 'au'];
    case 'page':
      return document['region'] ? regionCodesOf(refsOf(document['region']), content) : [undefined];
    case 'productFamily':
      return [undefined, ...regionCodesOf(refsOf(document['regions']), content)];
    case 'trainingCourse':
      return [String(document['region']).toLowerCase() as RegionCode];
    default:
      return [undefined];
  }
}

/** Check documents; `imageNames` are the files the generator writes under /content/images/. */
export function checkDataset(documents: Doc[], imageNames: ReadonlySet<string>, expectAllBlocks: boolean): CheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const problems = validateDocuments(documents);
  if (problems.length > 0)
    return { errors: [`schema validation failed:\n${describeProblems(problems)}`], warnings, routeCount: 0 };

  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document._id)) errors.push(`duplicate _id ${document._id}`);
    if (!isPublishedId(document._id)) errors.push(`draft or release version ${document._id} in the dataset`);
    ids.add(document._id);
  }

  let content: SiteContent;
  let knownPaths: Set<string>;
  try {
    content = buildSiteContent(documents, {
      blogOrder: documents.filter((d) => d._type === 'blog').map((d) => ({ _id: d._id })),
      latestProductIds: [],
    });
    knownPaths = new Set([...buildRoutes(content).map((route) => route.path), ...FIXED_PATHS]);
  } catch (error) {
    return { errors: [...errors, `routes: ${(error as Error).message}`], warnings, routeCount: 0 };
  }

  const downloadNames = new Set(downloadFiles.map((file) => file.name));
  const blockTypes = new Set<string>();
  const pathServed = (href: string): boolean => {
    const pathname = href.split(/[?#]/)[0] ?? href;
    if (pathname === '/app' || pathname.startsWith('/app/')) return true;
    if (pathname.startsWith('/content/images/'))
      return imageNames.has(pathname.slice('/content/images/'.length).replace(/\.svg$/, ''));
    return knownPaths.has(joinPath(pathname));
  };

  for (const document of documents) {
    const where = `${document._id} (${document._type})`;
    const contexts = contextsOf(document, content);
    walk(document, '', (record, path) => {
      const ref = record['_ref'];
      if (typeof ref === 'string' && !ids.has(ref))
        errors.push(`${where} ${path}: reference to missing document ${ref}`);
      if (record['_type'] === 'link' && 'href' in record) {
        const href = String(record['href']);
        if (href.startsWith('/content/downloads/')) {
          const name = href.slice('/content/downloads/'.length).replace(/\.pdf$/, '');
          if (!downloadNames.has(name)) errors.push(`${where} ${path}: ${href} is not one of the generated downloads`);
        } else if (href.startsWith('/') && !pathServed(href))
          errors.push(`${where} ${path}: text link ${href} is not a served path`);
      } else if (record['_type'] === 'link') {
        for (const region of contexts) {
          const resolved = resolveLink(record, { region, content, knownPaths });
          if (resolved === undefined)
            errors.push(
              `${where} ${path}: link ${JSON.stringify(record)} resolves to nothing for region ${region ?? 'global'}`,
            );
        }
      }
      for (const field of BLOCK_FIELDS) {
        const blocks = record[field];
        if (!Array.isArray(blocks)) continue;
        // Portable Text arrays (richText.content...) hold `block` entries; block arrays hold the rest.
        for (const entry of blocks as { _type?: unknown }[]) {
          if (typeof entry._type === 'string' && entry._type !== 'block') blockTypes.add(entry._type);
        }
      }
    });
    if (document._type === 'redirect') {
      const to = String(document['toPath']);
      if (!/^https:\/\//.test(to) && !pathServed(to)) errors.push(`${where}: toPath ${to} is not a served path`);
    }
  }

  for (const type of blockTypes) if (!(type in blockSchemas)) errors.push(`unknown block type ${type}`);
  if (expectAllBlocks) {
    const missing = Object.keys(blockSchemas).filter((type) => !blockTypes.has(type));
    if (missing.length > 0) errors.push(`block types never used: ${missing.join(', ')}`);
  }
  return { errors, warnings, routeCount: knownPaths.size - FIXED_PATHS.length };
}
