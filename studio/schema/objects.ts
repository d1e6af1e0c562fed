/** Object types several documents and blocks share: a link, a call to action, SEO. */
import { defineField, defineType } from 'sanity';
import { imageField, LINKABLE_TYPES } from './fields.ts';

interface LinkValue {
  internal?: unknown;
  external?: unknown;
  path?: unknown;
}

/** A link: exactly one of an internal document, a site path or an external address. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  description:
    'Fill exactly one: a document of the site (follows its slug and the visitor’s region), a site path, or a full address.',
  fields: [
    defineField({
      name: 'internal',
      title: 'Document',
      type: 'reference',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      description: 'A page, product, industry, blog, course or region; the site picks the visitor’s region’s version.',
    }),
    defineField({
      name: 'path',
      title: 'Site path',
      type: 'string',
      description:
        'A path on this site such as /get-in-touch/ (a query or #anchor is kept). Gets the region prefix when the site has one.',
      validation: (rule) => rule.regex(/^\//, { name: 'site path', invert: false }).error('A site path starts with /'),
    }),
    defineField({
      name: 'external',
      title: 'External address',
      type: 'url',
      description: 'A full address (https://…), used as it is.',
    }),
  ],
  validation: (rule) =>
    rule.custom((value: LinkValue | undefined) => {
      if (!value) return true;
      const filled = [value.internal, value.external, value.path].filter(Boolean).length;
      return filled === 1 ? true : 'a link needs exactly one of internal, external or path';
    }),
  preview: {
    select: { path: 'path', external: 'external', internal: 'internal.slug.current' },
    prepare: ({ path, external, internal }: { path?: string; external?: string; internal?: string }) => ({
      title: path ?? external ?? (internal ? `→ ${internal}` : 'Link'),
    }),
  },
});

/** A call to action: a button label and where it goes. */
export const cta = defineType({
  name: 'cta',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'label' } },
});

/** Search-engine fields of a page-like document. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The title in search results and browser tabs.',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'The snippet in search results.',
    }),
    defineField({ name: 'keywords', title: 'Keywords', type: 'string' }),
    imageField('ogImage', 'Sharing image', 'Shown when the page is shared on social networks.'),
    defineField({ name: 'noIndex', title: 'Hide from search engines', type: 'boolean' }),
  ],
});
