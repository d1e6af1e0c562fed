/** Every schema type of the Studio: the site's content model (docs/content-model.md). */
import { blog, blogCategory } from './documents/blog.ts';
import { form } from './documents/form.ts';
import { industry } from './documents/industry.ts';
import { page } from './documents/page.ts';
import { productFamily } from './documents/product-family.ts';
import { redirect } from './documents/redirect.ts';
import { globalised, region } from './documents/region.ts';
import { siteConfig } from './documents/site-config.ts';
import { teamMember } from './documents/team-member.ts';
import { trainingCourse } from './documents/training-course.ts';
import { cta, link, seo } from './objects.ts';

export const documentTypes = [
  siteConfig,
  page,
  productFamily,
  industry,
  blog,
  blogCategory,
  trainingCourse,
  teamMember,
  region,
  globalised,
  redirect,
  form,
];
export const objectTypes = [link, cta, seo];
export const schemaTypes = [...documentTypes, ...objectTypes];

/** Types editors may not create or remove (the one site configuration). */
export const SINGLETON_TYPES = new Set(['siteConfig']);
