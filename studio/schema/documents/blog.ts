/** `blog` and `blogCategory`: the knowledge hub's articles, webinars, white papers, videos and how-tos. */
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { TagIcon } from '@sanity/icons/Tag';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blocksField } from '../blocks.ts';
import { imageField, seoField, slugField } from '../fields.ts';
import { blogTypeOptions } from '../options.ts';

export const blog = defineType({
  name: 'blog',
  title: 'Knowledge-hub entry',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'blogType',
      title: 'Type',
      type: 'string',
      options: { list: blogTypeOptions, layout: 'radio', direction: 'horizontal' },
      initialValue: 'read',
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    slugField({ description: 'The address under /knowledge-hub/.' }),
    defineField({
      name: 'publishDate',
      title: 'Publish date',
      type: 'date',
      description: 'Lists show the newest first; undated entries last.',
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'For cards and the search-engine description.',
    }),
    imageField('previewImage', 'Card image'),
    defineField({ name: 'blogCategory', title: 'Category', type: 'reference', to: [{ type: 'blogCategory' }] }),
    defineField({
      name: 'relatedTo',
      title: 'About',
      type: 'array',
      description: 'Products or industries the entry is about.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'productFamily' }, { type: 'industry' }] })],
    }),
    blocksField('content', 'Content'),
    defineField({
      name: 'webinar',
      title: 'Webinar',
      type: 'object',
      hidden: ({ document }) => document?.['blogType'] !== 'watch' && !document?.['webinar'],
      fields: [
        defineField({ name: 'date', title: 'Starts', type: 'datetime', validation: (rule) => rule.required() }),
        defineField({
          name: 'duration',
          title: 'Duration',
          type: 'string',
          description: '45 minutes',
          validation: (rule) => rule.required(),
        }),
        defineField({ name: 'presenter', title: 'Presenter', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
    defineField({
      name: 'gatedForm',
      title: 'Gated form',
      type: 'reference',
      to: [{ type: 'form' }],
      description: 'Webinars and white papers: the form a reader sends to unlock the content below.',
    }),
    blocksField('successContentBlocks', 'Unlocked content', 'Shown once the gated form was sent.'),
    defineField({ name: 'youtubeId', title: 'YouTube id', type: 'string' }),
    defineField({ name: 'vimeoVideoId', title: 'Vimeo id', type: 'string' }),
    seoField,
  ],
  orderings: [{ title: 'Newest first', name: 'publishDateDesc', by: [{ field: 'publishDate', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'publishDate', media: 'previewImage' } },
});

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    slugField({ description: 'The category’s id in the knowledge hub’s filters.' }),
  ],
});
