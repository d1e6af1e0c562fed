/**
 * Every GROQ query the site runs. The same text runs against the embedded dataset (groq-js) and Sanity.
 *
 * The build asks each of these once (the embedded adapter memoises by query and params) and selects
 * per page in plain TypeScript (see `selectors.ts`), so building N pages costs a handful of dataset
 * scans, not N of them.
 */

import { GROQ_IS_PUBLISHED } from '../../schemas/document-id.ts';

/** Every published document of the content types the site renders, in one scan. */
export const ALL_CONTENT = /* groq */ `*[_type in $types && ${GROQ_IS_PUBLISHED}]`;

/** Related-blog candidates: published blogs (not drafts or versions), newest first, with relatedTo and blogCategory expanded. */
export const BLOGS_NEWEST_FIRST = /* groq */ `*[_type == "blog" && ${GROQ_IS_PUBLISHED}] | order(publishDate desc, _id asc) {
  _id,
  "relatedTo": relatedTo[]->{_id, _type, title, slug},
  "blogCategory": blogCategory->{_id, title, slug}
}`;

/** The latest three products shown on the site: `existsOnAlbi`, published (no drafts or versions), newest first. */
export const LATEST_PRODUCTS = /* groq */ `*[_type == "productFamily" && existsOnAlbi == true && ${GROQ_IS_PUBLISHED}] | order(_createdAt desc, _id asc)[0...3]._id`;
