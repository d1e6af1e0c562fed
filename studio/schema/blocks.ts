/**
 * The 20 block types of the site's block arrays (page bodies, product and industry tabs, blog
 * content), defined inline so each member's `name` is the block's `_type`. The plain-text block is
 * `plainText` here: Sanity refuses `text` as an array member's name (its own field type), and the
 * site reads `plainText` as `text`.
 */
import { defineArrayMember, defineField, type ArrayOfType, type FieldDefinition } from 'sanity';
import { imageField, portableTextField } from './fields.ts';
import { blogTypeOptions } from './options.ts';

type Field = FieldDefinition;

const heading = (required = false): Field =>
  required
    ? defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() })
    : defineField({ name: 'heading', title: 'Heading', type: 'string' });
const requiredString = (name: string, title: string, description?: string): Field =>
  defineField({
    name,
    title,
    type: 'string',
    ...(description ? { description } : {}),
    validation: (rule) => rule.required(),
  });
const optionalString = (name: string, title: string, description?: string): Field =>
  defineField({ name, title, type: 'string', ...(description ? { description } : {}) });
const requiredImage = (name: string, title: string): Field => ({
  ...imageField(name, title),
  validation: (rule) => rule.required(),
});
const anchor = defineField({
  name: 'anchorID',
  title: 'Anchor',
  type: 'string',
  description: 'Lets links jump here with #anchor.',
});
const cta = (required = false): Field =>
  required
    ? defineField({ name: 'cta', title: 'Call to action', type: 'cta', validation: (rule) => rule.required() })
    : defineField({ name: 'cta', title: 'Call to action', type: 'cta' });

/** A card of a card deck or grid. */
const card = defineArrayMember({
  type: 'object',
  name: 'card',
  title: 'Card',
  fields: [
    requiredString('title', 'Title'),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    imageField('image', 'Image'),
    defineField({ name: 'link', title: 'Link', type: 'link' }),
  ],
  preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
});

const block = (
  name: string,
  title: string,
  description: string,
  fields: Field[],
  preview: { select: Record<string, string> },
) => defineArrayMember({ type: 'object', name, title, description, fields, preview });

/** Every block type, in the order an editor's "Add item" menu lists them. */
export const blockMembers: ArrayOfType[] = [
  block(
    'richText',
    'Rich text',
    'Formatted text with headings, lists and links.',
    [
      portableTextField('content', 'Content', true),
      defineField({ name: 'marginBottom', title: 'Space below', type: 'boolean', initialValue: true }),
      defineField({ name: 'backgroundToggle', title: 'Tinted background', type: 'boolean', initialValue: false }),
      cta(),
      anchor,
    ],
    { select: { title: 'content.0.children.0.text' } },
  ),
  block(
    'plainText',
    'Text',
    'Plain paragraphs, separated by a blank line.',
    [
      heading(),
      defineField({ name: 'body', title: 'Body', type: 'text', rows: 6, validation: (rule) => rule.required() }),
      anchor,
    ],
    { select: { title: 'heading', subtitle: 'body' } },
  ),
  block(
    'imageWithMeta',
    'Image with caption',
    'A figure with its caption and credit.',
    [
      heading(),
      requiredImage('image', 'Image'),
      optionalString('caption', 'Caption'),
      optionalString('credit', 'Credit'),
    ],
    { select: { title: 'heading', subtitle: 'caption', media: 'image' } },
  ),
  block(
    'fullWidthImage',
    'Full-width image',
    'A hero across the page, with optional overlay text and button.',
    [requiredImage('image', 'Image'), heading(), optionalString('subheading', 'Subheading'), cta()],
    { select: { title: 'heading', subtitle: 'subheading', media: 'image' } },
  ),
  block(
    'video',
    'Video',
    'An embedded YouTube or Vimeo video.',
    [
      requiredString('title', 'Title', 'Names the video for screen readers and above the player.'),
      optionalString('youtubeId', 'YouTube id', 'The id in the video’s address (watch?v=…).'),
      optionalString('vimeoVideoId', 'Vimeo id', 'The number in the video’s address.'),
      optionalString('caption', 'Caption'),
    ],
    { select: { title: 'title', subtitle: 'caption' } },
  ),
  block(
    'imageTextColumn',
    'Image and text',
    'Rich text beside an image.',
    [
      heading(),
      portableTextField('content', 'Content', true),
      requiredImage('image', 'Image'),
      defineField({
        name: 'imagePosition',
        title: 'Image position',
        type: 'string',
        options: {
          list: [
            { title: 'Left', value: 'left' },
            { title: 'Right', value: 'right' },
          ],
          layout: 'radio',
          direction: 'horizontal',
        },
        initialValue: 'right',
      }),
      cta(),
    ],
    { select: { title: 'heading', media: 'image' } },
  ),
  block(
    'infoGrid',
    'Info grid',
    'A grid of short facts with optional icons.',
    [
      heading(),
      defineField({
        name: 'items',
        title: 'Items',
        type: 'array',
        validation: (rule) => rule.required(),
        of: [
          defineArrayMember({
            type: 'object',
            name: 'infoItem',
            title: 'Item',
            fields: [
              requiredString('title', 'Title'),
              defineField({
                name: 'text',
                title: 'Text',
                type: 'text',
                rows: 3,
                validation: (rule) => rule.required(),
              }),
              imageField('icon', 'Icon', 'Decorative: leave its alternative text empty.'),
            ],
            preview: { select: { title: 'title', subtitle: 'text', media: 'icon' } },
          }),
        ],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'detailedAccordion',
    'Accordion',
    'Questions or topics that open one at a time.',
    [
      heading(),
      defineField({
        name: 'items',
        title: 'Items',
        type: 'array',
        validation: (rule) => rule.required(),
        of: [
          defineArrayMember({
            type: 'object',
            name: 'accordionItem',
            title: 'Item',
            fields: [requiredString('title', 'Title'), portableTextField('content', 'Content', true)],
            preview: { select: { title: 'title' } },
          }),
        ],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'timeline',
    'Timeline',
    'Milestones in order.',
    [
      heading(),
      defineField({
        name: 'events',
        title: 'Events',
        type: 'array',
        validation: (rule) => rule.required(),
        of: [
          defineArrayMember({
            type: 'object',
            name: 'timelineEvent',
            title: 'Event',
            fields: [
              requiredString('date', 'When', 'Display text: "2019", "Week 1".'),
              requiredString('title', 'Title'),
              defineField({
                name: 'text',
                title: 'Text',
                type: 'text',
                rows: 3,
                validation: (rule) => rule.required(),
              }),
            ],
            preview: { select: { title: 'title', subtitle: 'date' } },
          }),
        ],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'callToAction',
    'Call to action',
    'A banner or a card with a button.',
    [
      heading(true),
      defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
      cta(true),
      defineField({
        name: 'variant',
        title: 'Style',
        type: 'string',
        options: {
          list: [
            { title: 'Banner', value: 'banner' },
            { title: 'Card (visitors may dismiss it)', value: 'card' },
          ],
          layout: 'radio',
        },
        initialValue: 'banner',
      }),
      defineField({
        name: 'persisted',
        title: 'Cannot be dismissed',
        type: 'boolean',
        initialValue: false,
        description: 'A card stays even when the visitor closes it.',
      }),
    ],
    { select: { title: 'heading', subtitle: 'text' } },
  ),
  block(
    'industriesPreview',
    'Industries',
    'The industries chosen here, or every industry.',
    [
      heading(),
      defineField({
        name: 'industries',
        title: 'Industries',
        type: 'array',
        description: 'Empty: every industry.',
        of: [defineArrayMember({ type: 'reference', to: [{ type: 'industry' }] })],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'relatedBlogs',
    'Related blogs',
    'The newest knowledge-hub entries (of a type), at most 3.',
    [
      heading(),
      defineField({
        name: 'blogType',
        title: 'Type',
        type: 'string',
        options: { list: blogTypeOptions },
        description: 'Empty: every type.',
      }),
    ],
    { select: { title: 'heading', subtitle: 'blogType' } },
  ),
  block(
    'teamPreview',
    'Team',
    'Team members with expertise in a product, or the whole team.',
    [
      heading(),
      defineField({
        name: 'expertise',
        title: 'Expertise',
        type: 'reference',
        to: [{ type: 'productFamily' }],
        description: 'Empty: the whole team.',
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'compareTable',
    'Comparison table',
    'Editions compared feature by feature.',
    [
      heading(),
      defineField({
        name: 'columns',
        title: 'Columns',
        type: 'array',
        of: [defineArrayMember({ type: 'string' })],
        validation: (rule) => rule.required().min(1),
      }),
      defineField({
        name: 'rows',
        title: 'Rows',
        type: 'array',
        validation: (rule) => rule.required(),
        of: [
          defineArrayMember({
            type: 'object',
            name: 'compareRow',
            title: 'Row',
            fields: [
              requiredString('feature', 'Feature'),
              defineField({
                name: 'values',
                title: 'Values',
                description: 'One per column, in column order.',
                type: 'array',
                validation: (rule) => rule.required(),
                of: [
                  defineArrayMember({
                    type: 'string',
                    options: {
                      list: [
                        { title: 'Comprehensive', value: 'comprehensive' },
                        { title: 'Limited', value: 'limited' },
                        { title: 'Not Applicable', value: 'notApplicable' },
                      ],
                    },
                  }),
                ],
              }),
            ],
            preview: { select: { title: 'feature' } },
          }),
        ],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'cardDeck',
    'Card deck',
    'A row of cards.',
    [
      heading(),
      defineField({ name: 'cards', title: 'Cards', type: 'array', of: [card], validation: (rule) => rule.required() }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'blogTypeListing',
    'Knowledge-hub listing',
    'Entries of one type: 4 by default, 3 for a type, 5 for webinars.',
    [
      heading(),
      defineField({
        name: 'blogType',
        title: 'Type',
        type: 'string',
        options: { list: blogTypeOptions },
        description: 'Empty: every type.',
      }),
    ],
    { select: { title: 'heading', subtitle: 'blogType' } },
  ),
  block(
    'productsPreview',
    'Products',
    'The products chosen here, or the latest three in the shop.',
    [
      heading(),
      defineField({
        name: 'products',
        title: 'Products',
        type: 'array',
        description: 'Empty: the latest three products in the shop’s catalogue.',
        of: [defineArrayMember({ type: 'reference', to: [{ type: 'productFamily' }] })],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'cardGrid',
    'Card grid',
    'A grid of linked cards.',
    [
      heading(),
      defineField({ name: 'cards', title: 'Cards', type: 'array', of: [card], validation: (rule) => rule.required() }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'imageSlider',
    'Image slider',
    'Images one after another.',
    [
      heading(),
      defineField({
        name: 'slides',
        title: 'Slides',
        type: 'array',
        validation: (rule) => rule.required(),
        of: [
          defineArrayMember({
            type: 'object',
            name: 'slide',
            title: 'Slide',
            fields: [requiredImage('image', 'Image'), optionalString('caption', 'Caption')],
            preview: { select: { title: 'caption', media: 'image' } },
          }),
        ],
      }),
    ],
    { select: { title: 'heading' } },
  ),
  block(
    'trainingCatalogue',
    'Training catalogue',
    'Courses of a region (and category) from the training documents.',
    [
      heading(),
      defineField({
        name: 'region',
        title: 'Region',
        type: 'string',
        options: { list: ['AU', 'NZ'] },
        description: 'Empty: the page’s region, else New Zealand.',
      }),
      optionalString('category', 'Category', 'Empty: every category.'),
    ],
    { select: { title: 'heading', subtitle: 'region' } },
  ),
];

/** A block array field. */
export const blocksField = (name: string, title: string, description?: string): Field =>
  defineField({ name, title, type: 'array', ...(description ? { description } : {}), of: blockMembers });
