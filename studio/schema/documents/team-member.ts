/** `teamMember`: a person on the team pages. */
import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, regionsField } from '../fields.ts';

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'string' }),
    defineField({ name: 'jobTitle', title: 'Job title', type: 'string' }),
    defineField({
      name: 'department',
      title: 'Department',
      type: 'string',
      description: 'Sales, Support and Account people are listed on contact pages.',
    }),
    defineField({ name: 'email', title: 'Email', type: 'email' }),
    defineField({ name: 'bio', title: 'Biography', type: 'text', rows: 4 }),
    imageField('profileImage', 'Portrait'),
    regionsField('The office regions the person works for.'),
    defineField({
      name: 'expertise',
      title: 'Expertise',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'productFamily' }] })],
    }),
    defineField({
      name: 'coreCompetency',
      title: 'Skills',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'competency',
          title: 'Skill',
          fields: [
            defineField({ name: 'title', title: 'Skill', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'level',
              title: 'Level',
              type: 'number',
              options: {
                list: [
                  { title: '1 — Expert', value: 1 },
                  { title: '2', value: 2 },
                  { title: '3', value: 3 },
                  { title: '4', value: 4 },
                  { title: '5', value: 5 },
                ],
              },
              validation: (rule) => rule.required().integer().min(1).max(5),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'level' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'jobTitle', media: 'profileImage' } },
});
