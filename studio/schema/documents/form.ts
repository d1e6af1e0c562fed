/** `form`: a form the site renders itself and, when configured, forwards to HubSpot. */
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { FIELD_NAME_PATTERN } from '../rules.ts';

export const form = defineType({
  name: 'form',
  title: 'Form',
  type: 'document',
  icon: ClipboardIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({ name: 'formDescription', title: 'Description', type: 'text', rows: 3 }),
    defineField({
      name: 'fields',
      title: 'Fields',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'formField',
          title: 'Field',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'An identifier sent with the answer: first_name, privacy_consent.',
              validation: (rule) => rule.required().regex(FIELD_NAME_PATTERN, { name: 'identifier' }),
            }),
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'type',
              title: 'Type',
              type: 'string',
              options: { list: ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'required',
              title: 'Required',
              type: 'boolean',
              initialValue: false,
              description: 'A required checkbox is the privacy consent.',
            }),
            defineField({
              name: 'options',
              title: 'Options',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              hidden: ({ parent }) => (parent as { type?: string } | undefined)?.type !== 'select',
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'type' } },
        }),
      ],
    }),
    defineField({ name: 'submitLabel', title: 'Submit button', type: 'string', initialValue: 'Submit' }),
    defineField({
      name: 'successMessage',
      title: 'Thank-you message',
      type: 'string',
      initialValue: 'Thank you, we will be in touch.',
    }),
    defineField({ name: 'region', title: 'Region', type: 'string', options: { list: ['AU', 'NZ', 'global'] } }),
    defineField({ name: 'portalId', title: 'HubSpot portal', type: 'string' }),
    defineField({ name: 'formId', title: 'HubSpot form id', type: 'string' }),
    defineField({
      name: 'hubspotHiddenFieldValue',
      title: 'Source value',
      type: 'string',
      description: 'Tells the CRM where a submission came from.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'region' } },
});
