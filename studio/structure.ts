/**
 * The Studio's desk: the site configuration as one document, pages by template, products by
 * category with their variants and prices inside, then industries, the knowledge hub, training,
 * team, regions, redirects and forms.
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { pageTemplateOptions, productCategoryOptions } from './schema/options.ts';

const filteredList = (
  S: StructureBuilder,
  type: string,
  title: string,
  filter: string,
  params: Record<string, string>,
) =>
  S.listItem()
    .title(title)
    .child(
      S.documentTypeList(type)
        .title(title)
        .filter(`_type == $type && ${filter}`)
        .params({ type, ...params }),
    );

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site configuration')
        .id('siteConfig')
        .schemaType('siteConfig')
        .child(S.document().schemaType('siteConfig').documentId('siteConfig').title('Site configuration')),
      S.divider(),
      S.listItem()
        .title('Pages')
        .schemaType('page')
        .child(
          S.list()
            .title('Pages')
            .items([
              S.documentTypeListItem('page').title('All pages'),
              S.divider(),
              ...pageTemplateOptions.map(({ title, value }) =>
                filteredList(S, 'page', title, 'template == $template', { template: value }),
              ),
            ]),
        ),
      S.listItem()
        .title('Products')
        .schemaType('productFamily')
        .child(
          S.list()
            .title('Products')
            .items([
              S.documentTypeListItem('productFamily').title('All products'),
              S.divider(),
              ...productCategoryOptions.map((category) =>
                filteredList(S, 'productFamily', category, 'product_category == $category', { category }),
              ),
            ]),
        ),
      S.documentTypeListItem('industry').title('Industries'),
      S.listItem()
        .title('Knowledge hub')
        .schemaType('blog')
        .child(
          S.list()
            .title('Knowledge hub')
            .items([
              S.documentTypeListItem('blog').title('Entries'),
              S.documentTypeListItem('blogCategory').title('Categories'),
            ]),
        ),
      S.listItem()
        .title('Training courses')
        .schemaType('trainingCourse')
        .child(
          S.list()
            .title('Training courses')
            .items([
              S.documentTypeListItem('trainingCourse').title('All courses'),
              filteredList(S, 'trainingCourse', 'Australia', 'region == $region', { region: 'AU' }),
              filteredList(S, 'trainingCourse', 'New Zealand', 'region == $region', { region: 'NZ' }),
            ]),
        ),
      S.documentTypeListItem('teamMember').title('Team'),
      S.divider(),
      S.listItem()
        .title('Regions')
        .schemaType('region')
        .child(
          S.list()
            .title('Regions')
            .items([
              S.documentTypeListItem('region').title('Regions'),
              S.documentTypeListItem('globalised').title('Every region'),
            ]),
        ),
      S.documentTypeListItem('redirect').title('Redirects'),
      S.documentTypeListItem('form').title('Forms'),
    ]);
