/** Every document type of the content model, by `_type` (validate.ts checks documents with it). */
import { blogCategorySchema } from './blog-category.ts';
import { blogSchema } from './blog.ts';
import { formSchema } from './form.ts';
import { imageAssetSchema } from './image-asset.ts';
import { industrySchema } from './industry.ts';
import { pageSchema } from './page.ts';
import { productFamilySchema } from './product-family.ts';
import { redirectSchema } from './redirect.ts';
import { regionSchema } from './region.ts';
import { siteConfigSchema } from './site-config.ts';
import { teamMemberSchema } from './team-member.ts';
import { trainingCourseSchema } from './training-course.ts';

export const documentSchemas = {
  siteConfig: siteConfigSchema,
  region: regionSchema,
  globalised: regionSchema,
  productFamily: productFamilySchema,
  industry: industrySchema,
  blog: blogSchema,
  blogCategory: blogCategorySchema,
  teamMember: teamMemberSchema,
  form: formSchema,
  page: pageSchema,
  trainingCourse: trainingCourseSchema,
  redirect: redirectSchema,
  'sanity.imageAsset': imageAssetSchema,
} as const;
