/** `trainingCourse`: a dated course in a region's training catalogue. */
import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { portableTextField, slugField } from '../fields.ts';
import { AMOUNT_PATTERN } from '../rules.ts';

export const trainingCourse = defineType({
  name: 'trainingCourse',
  title: 'Training course',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    slugField({
      description: 'The address under /nz/training-course/ or /au/training-course/; unique within its region.',
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      options: { list: ['AU', 'NZ'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description: 'Groups the catalogue: Strata BIM. Empty: Other.',
    }),
    defineField({
      name: 'delivery',
      title: 'Delivery',
      type: 'string',
      options: { list: ['online', 'venue'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'online',
    }),
    defineField({ name: 'location', title: 'Location', type: 'string', description: 'Venue or city.' }),
    defineField({ name: 'startDate', title: 'First day', type: 'date', description: 'Empty: dates to be announced.' }),
    defineField({
      name: 'endDate',
      title: 'Last day',
      type: 'date',
      validation: (rule) =>
        rule.custom((end: string | undefined, context) => {
          const start = (context.document as { startDate?: string } | undefined)?.startDate;
          return !end || !start || end >= start ? true : 'The last day is before the first';
        }),
    }),
    defineField({
      name: 'price',
      title: 'Price per seat (excl. GST)',
      type: 'object',
      fields: [
        defineField({
          name: 'currency',
          title: 'Currency',
          type: 'string',
          options: { list: ['NZD', 'AUD'], layout: 'radio', direction: 'horizontal' },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'amount',
          title: 'Amount',
          type: 'string',
          description: '1234.50',
          validation: (rule) =>
            rule
              .required()
              .regex(AMOUNT_PATTERN, { name: 'decimal amount' })
              .error('a decimal amount such as "1234.50"'),
        }),
      ],
    }),
    defineField({ name: 'product', title: 'Product taught', type: 'reference', to: [{ type: 'productFamily' }] }),
    portableTextField('description', 'Description', false),
  ],
  orderings: [{ title: 'First day', name: 'startDateAsc', by: [{ field: 'startDate', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', region: 'region', start: 'startDate' },
    prepare: ({ title, region, start }: Record<string, string | undefined>) => ({
      title: title ?? 'Untitled course',
      subtitle: [region, start].filter(Boolean).join(' · '),
    }),
  },
});
