/** `productFamily`: a product's pages, and the variants and prices the shop sells. */
import { PackageIcon } from '@sanity/icons/Package';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blocksField } from '../blocks.ts';
import { imageField, regionsField, seoField, slugField } from '../fields.ts';
import { currencyOptions, productCategoryOptions } from '../options.ts';
import { AMOUNT_PATTERN } from '../rules.ts';

const attributeValues = (description: string) =>
  defineField({
    name: 'attribute_values',
    title: 'Attributes',
    type: 'array',
    description,
    of: [
      defineArrayMember({
        type: 'object',
        name: 'attributeValue',
        title: 'Attribute',
        fields: [
          defineField({
            name: 'id',
            title: 'Attribute',
            type: 'string',
            description: 'term, licence, memory…',
            validation: (rule) => rule.required(),
          }),
          defineField({
            name: 'value',
            title: 'Value',
            type: 'string',
            description: '1-year, network, 64 GB…',
            validation: (rule) => rule.required(),
          }),
        ],
        preview: { select: { title: 'id', subtitle: 'value' } },
      }),
    ],
  });

interface PriceValue {
  amount?: string;
  amountNum?: number;
  validity?: { from?: string; to?: string };
  metadata?: { is_promo?: boolean };
}

/** A price of a variant in one currency: standard, promo (with validity) or agency. */
const price = defineArrayMember({
  type: 'object',
  name: 'price',
  title: 'Price',
  fields: [
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      options: { list: currencyOptions, layout: 'radio', direction: 'horizontal' },
      description: 'Counts only in the region of its currency (NZD in New Zealand, AUD in Australia).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'amount',
      title: 'Amount (excl. GST)',
      type: 'string',
      description: 'What the shop charges, as the catalogue writes it: 1234.50 (no $, no commas).',
      validation: (rule) =>
        rule.required().regex(AMOUNT_PATTERN, { name: 'decimal amount' }).error('a decimal amount such as "1234.50"'),
    }),
    defineField({
      name: 'amountNum',
      title: 'Amount as a number',
      type: 'number',
      description: 'The same amount (informational).',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'price_id',
      title: 'Price id',
      type: 'string',
      description: 'The price’s id in the upstream catalogue.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'territories',
      title: 'Territories',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'validity',
      title: 'Promo validity',
      type: 'object',
      description: 'A promo runs from 04:00 on the first day to 19:00 on the last, New Zealand time.',
      fields: [
        defineField({ name: 'from', title: 'First day', type: 'date', validation: (rule) => rule.required() }),
        defineField({
          name: 'to',
          title: 'Last day',
          type: 'date',
          validation: (rule) =>
            rule.required().custom((to: string | undefined, context) => {
              const from = (context.parent as { from?: string } | undefined)?.from;
              return !to || !from || to >= from ? true : 'The last day is before the first';
            }),
        }),
      ],
    }),
    defineField({
      name: 'metadata',
      title: 'Promo and agency',
      type: 'object',
      fields: [
        defineField({
          name: 'is_promo',
          title: 'Promo',
          type: 'boolean',
          initialValue: false,
          description: 'Beats the standard price while valid.',
        }),
        defineField({
          name: 'is_agency',
          title: 'Agency price',
          type: 'boolean',
          initialValue: false,
          description: 'A product whose prices are all agency prices shows "Enquire now".',
        }),
        attributeValues('A promo applies only to variants that have all of these.'),
      ],
    }),
  ],
  validation: (rule) =>
    rule
      .custom((value: PriceValue | undefined) => {
        if (!value) return true;
        if (value.amountNum !== undefined && value.amount !== undefined && Number(value.amount) !== value.amountNum) {
          return { message: 'The number differs from the amount; the shop charges the amount.', path: ['amountNum'] };
        }
        if (value.metadata?.is_promo && !value.validity)
          return { message: 'A promo needs its validity', path: ['validity'] };
        return true;
      })
      .warning(),
  preview: {
    select: {
      amount: 'amount',
      currency: 'currency',
      promo: 'metadata.is_promo',
      agency: 'metadata.is_agency',
      from: 'validity.from',
      to: 'validity.to',
    },
    prepare: ({ amount, currency, promo, agency, from, to }: Record<string, string | boolean | undefined>) => ({
      title: `$${String(amount ?? '?')} ${String(currency ?? '')}`,
      subtitle: [promo ? `promo ${String(from ?? '')}–${String(to ?? '')}` : 'standard', agency ? 'agency' : '']
        .filter(Boolean)
        .join(', '),
    }),
  },
});

/** A sellable variant. */
const variant = defineArrayMember({
  type: 'object',
  name: 'variant',
  title: 'Variant',
  fields: [
    defineField({
      name: 'product_id',
      title: 'Product id',
      type: 'string',
      description: 'The variant’s id in the upstream catalogue.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({
      name: 'hidden',
      title: 'Hidden',
      type: 'boolean',
      initialValue: false,
      description: 'Hidden variants are never sold or priced.',
    }),
    attributeValues('What sets this variant apart (term: 1-year).'),
    defineField({ name: 'prices', title: 'Prices', type: 'array', of: [price] }),
    defineField({ name: 'product_family_id', title: 'Family id', type: 'string', description: 'Empty: the family’s.' }),
    defineField({
      name: 'product_category',
      title: 'Category',
      type: 'string',
      options: { list: productCategoryOptions },
      description: 'Empty: the family’s.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'product_id' } },
});

export const productFamily = defineType({
  name: 'productFamily',
  title: 'Product',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'details', title: 'Details', default: true },
    { name: 'shop', title: 'Variants and prices' },
    { name: 'pages', title: 'Page content' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'details',
      description: 'On cards and listings. Empty: the name.',
    }),
    defineField({
      name: 'name',
      title: 'Product name',
      type: 'string',
      group: 'details',
      description: 'The product’s own name. Empty: the title.',
    }),
    { ...slugField({ description: 'The address under /products/.', source: 'name' }), group: 'details' },
    { ...regionsField('Regions whose pages the product gets (/nz/products/…, /au/products/…).'), group: 'details' },
    defineField({ name: 'vendor', title: 'Vendor', type: 'string', group: 'details' }),
    defineField({
      name: 'productDescription',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'details',
      description: 'For cards and the page header.',
    }),
    { ...imageField('image', 'Image', 'Product art for cards and the page header.'), group: 'details' },
    defineField({
      name: 'productTag',
      title: 'Badge',
      type: 'string',
      group: 'details',
      description: 'Best seller, New…',
    }),
    defineField({
      name: 'themeMode',
      title: 'Theme',
      type: 'string',
      group: 'details',
      options: { list: ['light', 'dark'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'light',
    }),
    defineField({
      name: 'product_family_id',
      title: 'Family id',
      type: 'string',
      group: 'shop',
      description: 'The upstream catalogue’s id (PF-1001). Empty: the document id.',
    }),
    defineField({
      name: 'product_category',
      title: 'Category',
      type: 'string',
      group: 'shop',
      options: { list: productCategoryOptions },
      initialValue: 'Software',
      description: 'Freight is never listed; Consulting shows an enquire button.',
    }),
    defineField({
      name: 'hasBuyNowPage',
      title: 'Has a buy-now page',
      type: 'boolean',
      group: 'shop',
      initialValue: false,
    }),
    defineField({
      name: 'existsOnAlbi',
      title: 'In the shop’s catalogue',
      type: 'boolean',
      group: 'shop',
      initialValue: false,
      description: 'Only these can be the "latest products".',
    }),
    defineField({ name: 'products', title: 'Variants', type: 'array', group: 'shop', of: [variant] }),
    defineField({
      name: 'industries',
      title: 'Industries',
      type: 'array',
      group: 'details',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'industry' }] })],
    }),
    {
      ...blocksField('overview', 'Overview', 'Empty with a buy-now page: the buy-now page is the product’s main page.'),
      group: 'pages',
    },
    defineField({
      name: 'publishFeatures',
      title: 'Publish the features page',
      type: 'boolean',
      group: 'pages',
      initialValue: false,
    }),
    { ...blocksField('features', 'Features'), group: 'pages' },
    defineField({
      name: 'publishTechnical',
      title: 'Publish the technical page',
      type: 'boolean',
      group: 'pages',
      initialValue: false,
    }),
    { ...blocksField('technical', 'Technical'), group: 'pages' },
    defineField({
      name: 'publishServices',
      title: 'Publish the services page',
      type: 'boolean',
      group: 'pages',
      initialValue: false,
    }),
    { ...blocksField('services', 'Services'), group: 'pages' },
    { ...seoField, group: 'seo' },
  ],
  preview: {
    select: { title: 'title', name: 'name', subtitle: 'product_category', media: 'image' },
    prepare: ({
      title,
      name,
      subtitle,
      media,
    }: {
      title?: string;
      name?: string;
      subtitle?: string;
      media?: unknown;
    }) => ({
      title: title ?? name ?? 'Untitled product',
      ...(subtitle ? { subtitle } : {}),
      ...(media ? { media: media as never } : {}),
    }),
  },
});
