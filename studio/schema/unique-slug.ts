/**
 * Slug uniqueness as the site's route table needs it: among documents of the same type, within
 * their region for training courses (`region`) and pages (the `region` reference; the same slug may
 * be a global page and a page of each region, as `about-us` is). Clashes across types (a page and an
 * industry on one path) are the route table's to find: `npm run content:validate` runs it. In the Studio it asks the dataset; when the CLI validates a
 * dataset file (`npm run content:validate`), it checks that file instead, since Sanity's default
 * check would ask the Content Lake.
 */
import type { SlugValidationContext } from 'sanity';
import { draftIdOf, publishedIdOf } from '../../src/schemas/document-id.ts';

const API_VERSION = '2025-02-19';
/** Set by scripts/content-validate.ts: the NDJSON file being validated. */
const DATASET_FILE_VARIABLE = 'CONTENT_VALIDATE_DATASET';

interface SlugOwner {
  id: string;
  type: string;
  slug: string;
  region: string | undefined;
}

let fileOwners: { path: string; owners: SlugOwner[] } | undefined;

/** The slug owners of the dataset file under validation, or undefined in the Studio (a browser). */
function ownersInDatasetFile(): SlugOwner[] | undefined {
  const nodeProcess = (globalThis as { process?: NodeJS.Process }).process;
  const path = nodeProcess?.env?.[DATASET_FILE_VARIABLE];
  if (!nodeProcess || !path) return undefined;
  if (fileOwners?.path === path) return fileOwners.owners;
  // getBuiltinModule, not an import: the Studio's browser bundle must not reference node:fs.
  const fs = nodeProcess.getBuiltinModule('node:fs');
  const owners: SlugOwner[] = [];
  for (const line of fs.readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const document = JSON.parse(line) as { _id: string; _type: string; slug?: { current?: unknown }; region?: unknown };
    if (typeof document.slug?.current !== 'string') continue;
    owners.push({
      id: publishedIdOf(document._id),
      type: document._type,
      slug: document.slug.current,
      region: regionKey(document._type, document),
    });
  }
  fileOwners = { path, owners };
  return owners;
}

/** What a slug must be unique within, besides its type: a course's region, a page's region reference. */
function regionKey(type: string, document: { region?: unknown }): string | undefined {
  const region = document.region;
  if (type === 'trainingCourse') return typeof region === 'string' ? region : undefined;
  if (type === 'page')
    return typeof region === 'object' && region !== null && '_ref' in region ? String(region._ref) : undefined;
  return undefined;
}

/** Whether no other document of the same type (and, for courses, region) has this slug. */
export async function isUniqueSlug(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document) return true;
  const id = publishedIdOf(document._id);
  const type = document._type;
  const region = regionKey(type, { region: document['region'] });
  const owners = ownersInDatasetFile();
  if (owners) {
    return !owners.some(
      (owner) => owner.type === type && owner.slug === slug && owner.id !== id && owner.region === region,
    );
  }
  const regionField = type === 'page' ? 'region._ref' : 'region';
  const regionFilter = type === 'page' || type === 'trainingCourse' ? ` && ${regionField} == $region` : '';
  const query = `!defined(*[_type == $type && slug.current == $slug && !(_id in [$id, $draft])${regionFilter}][0]._id)`;
  return getClient({ apiVersion: API_VERSION }).fetch<boolean>(query, {
    type,
    slug,
    id,
    draft: draftIdOf(id),
    region: region ?? null,
  });
}
