/** `region` (New Zealand, Australia) and `globalised` ("every region"). */
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { defineField, defineType } from 'sanity';

const titleField = defineField({ name: 'title', title: 'Name', type: 'string' });
const hrefLangField = defineField({
  name: 'hrefLang',
  title: 'Language tag',
  type: 'string',
  description: 'For hreflang links: en-NZ, en-AU.',
});

export const region = defineType({
  name: 'region',
  title: 'Region',
  type: 'document',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'iban',
      title: 'Code',
      type: 'string',
      description: 'The region’s URL prefix (/nz/, /au/).',
      options: {
        list: [
          { title: 'New Zealand (nz)', value: 'nz' },
          { title: 'Australia (au)', value: 'au' },
        ],
      },
    }),
    titleField,
    hrefLangField,
  ],
  preview: { select: { title: 'title', subtitle: 'iban' } },
});

export const globalised = defineType({
  name: 'globalised',
  title: 'Every region',
  type: 'document',
  icon: EarthGlobeIcon,
  description: 'Referencing it means every region: a page with it is served under each region’s prefix.',
  fields: [titleField, hrefLangField],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Global', subtitle: 'every region' }),
  },
});
