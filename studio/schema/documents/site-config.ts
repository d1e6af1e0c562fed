/** `siteConfig`: the one site configuration (menus, footer, default SEO); never deleted or duplicated. */
import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields.ts';

const menuLink = defineField({ name: 'link', title: 'Link', type: 'link' });

export const siteConfig = defineType({
  name: 'siteConfig',
  title: 'Site configuration',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand and SEO', default: true },
    { name: 'menu', title: 'Menu' },
    { name: 'footer', title: 'Footer' },
  ],
  fields: [
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'brand',
      description: 'The brand in the header, footer and page titles. Empty: the default page title.',
    }),
    defineField({
      name: 'defaultSEO',
      title: 'Default SEO',
      type: 'object',
      group: 'brand',
      description: 'What every page without its own SEO uses.',
      fields: [
        defineField({ name: 'pageTitle', title: 'Page title', type: 'string' }),
        defineField({ name: 'pageDescription', title: 'Page description', type: 'text', rows: 3 }),
        defineField({ name: 'pageKeyWords', title: 'Keywords', type: 'string' }),
        imageField('ogImage', 'Sharing image'),
        defineField({
          name: 'jsonLD',
          title: 'Organisation JSON-LD',
          type: 'text',
          rows: 6,
          description: 'The organisation’s structured data, as JSON text.',
          validation: (rule) =>
            rule.custom((text?: string) => {
              if (!text) return true;
              try {
                JSON.parse(text);
                return true;
              } catch {
                return 'Not valid JSON';
              }
            }),
        }),
      ],
    }),
    defineField({
      name: 'agencyEnquiryForm',
      title: 'Agency enquiry form',
      type: 'reference',
      to: [{ type: 'form' }],
      group: 'brand',
      description: 'The form "Enquire now" opens on agency-priced products.',
    }),
    defineField({
      name: 'contactLink',
      title: 'Contact button link',
      type: 'link',
      group: 'menu',
      description: 'Where the header’s contact button goes.',
    }),
    defineField({
      name: 'mainMenu',
      title: 'Main menu',
      type: 'array',
      group: 'menu',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'menuItem',
          title: 'Menu item',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            { ...menuLink, description: 'Empty: the item only opens its dropdown.' },
            defineField({
              name: 'children',
              title: 'Dropdown',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'menuChild',
                  title: 'Dropdown item',
                  fields: [
                    defineField({
                      name: 'title',
                      title: 'Title',
                      type: 'string',
                      validation: (rule) => rule.required(),
                    }),
                    menuLink,
                    defineField({ name: 'description', title: 'Description', type: 'string' }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          title: 'Social link',
          fields: [
            defineField({
              name: 'platform',
              title: 'Platform',
              type: 'string',
              description: 'LinkedIn, YouTube, Facebook…',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'url', title: 'Address', type: 'url', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'platform', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      group: 'footer',
      fields: [
        defineField({ name: 'newsletterText', title: 'Newsletter text', type: 'string' }),
        defineField({ name: 'newsletterLink', title: 'Newsletter link', type: 'link' }),
        defineField({
          name: 'linkGroups',
          title: 'Link groups',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'linkGroup',
              title: 'Link group',
              fields: [
                defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
                defineField({
                  name: 'links',
                  title: 'Links',
                  type: 'array',
                  of: [
                    defineArrayMember({
                      type: 'object',
                      name: 'footerLink',
                      title: 'Link',
                      fields: [
                        defineField({
                          name: 'title',
                          title: 'Title',
                          type: 'string',
                          validation: (rule) => rule.required(),
                        }),
                        menuLink,
                      ],
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
        defineField({ name: 'copyright', title: 'Copyright line', type: 'string' }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site configuration' }) },
});
