/** `redirect`: an old address and where it goes now. */
import { ArrowRightIcon } from '@sanity/icons/ArrowRight';
import { defineField, defineType } from 'sanity';
import { FROM_PATH_PATTERN } from '../rules.ts';

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'fromPath',
      title: 'From',
      type: 'string',
      description:
        'An old path: /old-page/, /old-section/* for everything below it, or */name to match after any prefix.',
      validation: (rule) => rule.required().regex(FROM_PATH_PATTERN, { name: 'path' }).error('starts with / or *'),
    }),
    defineField({
      name: 'toPath',
      title: 'To',
      type: 'string',
      description: 'A site path or a full address.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'statusCode',
      title: 'Status',
      type: 'number',
      options: {
        list: [
          { title: '301 Moved permanently', value: 301 },
          { title: '302 Found (temporary)', value: 302 },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'isPermanent', title: 'Permanent', type: 'boolean', initialValue: false }),
    defineField({ name: 'ignoreCase', title: 'Ignore case', type: 'boolean', initialValue: true }),
    defineField({ name: 'redirectInBrowser', title: 'Only in the browser', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'fromPath', subtitle: 'toPath' } },
});
