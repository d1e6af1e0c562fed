/** `page`: a content page rendered by one of the site's page templates. */
import { DocumentIcon } from '@sanity/icons/Document';
import { defineField, defineType } from 'sanity';
import { blocksField } from '../blocks.ts';
import { REGION_TYPES, seoField, slugField } from '../fields.ts';
import { pageTemplateOptions } from '../options.ts';

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    slugField({ description: 'The page’s address: about-us, services/training. A home page uses home.', nested: true }),
    defineField({
      name: 'template',
      title: 'Template',
      type: 'string',
      options: { list: pageTemplateOptions },
      initialValue: 'generic',
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'reference',
      to: REGION_TYPES,
      description: 'A region: the page is under /nz/ or /au/. "Every region": under each. Empty: a global page.',
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description: 'One or two sentences under the title.',
    }),
    blocksField('blocks', 'Content'),
    seoField,
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', template: 'template', region: 'region.title' },
    prepare: ({ title, slug, template, region }: Record<string, string | undefined>) => ({
      title: title ?? slug ?? 'Untitled page',
      subtitle: [template, region ?? 'global', slug ? `/${slug}/` : undefined].filter(Boolean).join(' · '),
    }),
  },
});
