/**
 * Field builders several types share: slugs, images with alternative text, Portable Text, SEO, links
 * and block arrays. Each matches the shape the site reads (docs/content-model.md).
 */
import { defineArrayMember, defineField, type FieldDefinition } from 'sanity';
import { isUniqueSlug } from './unique-slug.ts';
import { SLUG_PATTERN, slugify } from './rules.ts';

/** The document types a link's `internal` reference may point at. */
export const LINKABLE_TYPES = [
  'page',
  'productFamily',
  'industry',
  'blog',
  'trainingCourse',
  'region',
  'globalised',
] as const;
/** The region documents (`region` and `globalised`, which means "every region"). */
export const REGION_TYPES = [{ type: 'region' }, { type: 'globalised' }];

/**
 * The URL segment of a routed document: required, lower-case words joined by `-` (and `/` for nested
 * pages), unique among documents of the same type (courses: within their region).
 */
export const slugField = (options: { description: string; source?: string; nested?: boolean }) =>
  defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: options.description,
    options: { source: options.source ?? 'title', slugify, isUnique: isUniqueSlug },
    validation: (rule) =>
      rule
        .required()
        .custom((slug?: { current?: string }) => {
          const current = slug?.current;
          if (current === undefined) return true;
          if (!SLUG_PATTERN.test(current)) return 'lower-case words joined by - or /';
          if (!options.nested && current.includes('/')) return 'Only page slugs may hold /';
          return true;
        })
        .error(),
  });

/** An image with its alternative text (empty only for decorative images). */
export const imageField = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'image',
    ...(description ? { description } : {}),
    options: { hotspot: false },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for people who cannot see it. Leave empty only for a decorative image.',
      }),
    ],
  });

/** Portable Text as the site renders it: paragraphs, h2/h3, bullet and numbered lists, bold, italic, links. */
export const portableTextMembers = [
  defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Normal', value: 'normal' },
      { title: 'Heading 2', value: 'h2' },
      { title: 'Heading 3', value: 'h3' },
    ],
    lists: [
      { title: 'Bullets', value: 'bullet' },
      { title: 'Numbered', value: 'number' },
    ],
    marks: {
      decorators: [
        { title: 'Bold', value: 'strong' },
        { title: 'Italic', value: 'em' },
      ],
      annotations: [
        {
          name: 'link',
          title: 'Link',
          type: 'object',
          fields: [
            defineField({
              name: 'href',
              title: 'Address',
              type: 'url',
              description:
                'A site path as written (/get-in-touch/), a full address, or mailto:. Not changed per region.',
              validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto'] }),
            }),
          ],
        },
      ],
    },
  }),
];

/** A Portable Text field. */
export const portableTextField = (name: string, title: string, required: boolean, description?: string) =>
  defineField({
    name,
    title,
    type: 'array',
    ...(description ? { description } : {}),
    of: portableTextMembers,
    ...(required ? { validation: (rule: { required: () => unknown }) => rule.required() } : {}),
  } as FieldDefinition<'array'>);

/** The page's own search-engine fields; empty ones fall back to the site configuration's. */
export const seoField = defineField({
  name: 'seo',
  title: 'SEO',
  type: 'seo',
  description: 'Empty fields fall back to the site configuration’s default SEO.',
});

/** References to regions (a `globalised` region means every region). */
export const regionsField = (description: string) =>
  defineField({
    name: 'regions',
    title: 'Regions',
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'reference', to: REGION_TYPES })],
    validation: (rule) => rule.unique(),
  });
