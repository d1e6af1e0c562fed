/** `industry`: an industry page with its services and customers tabs. */
import { CaseIcon } from '@sanity/icons/Case';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blocksField } from '../blocks.ts';
import { imageField, regionsField, seoField, slugField } from '../fields.ts';

export const industry = defineType({
  name: 'industry',
  title: 'Industry',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    slugField({ description: 'The page’s address at the root: /construction/. Must not be a page’s slug.' }),
    defineField({ name: 'summary', title: 'Summary', type: 'string', description: 'One line for cards.' }),
    imageField('image', 'Image'),
    regionsField('Regions whose regional version of the page is served.'),
    blocksField('overview', 'Overview'),
    blocksField('services', 'Services', 'Not empty: the page /{slug}/services/ exists.'),
    blocksField('customers', 'Customers', 'Not empty: the page /{slug}/customers/ exists.'),
    defineField({
      name: 'products',
      title: 'Products',
      type: 'array',
      description: 'Besides products that name this industry.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'productFamily' }] })],
    }),
    seoField,
  ],
  preview: { select: { title: 'title', subtitle: 'summary', media: 'image' } },
});
