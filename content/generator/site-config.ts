/** The one siteConfig document: brand, default SEO, menus, footer and contact link. */
import { doc, item, linkPath, linkTo, ref, type Doc, type Obj } from './build.ts';
import { INDUSTRY, PAGE, PRODUCT } from './ids.ts';
import { image, ogCard } from './images.ts';
import { FORM } from './site.ts';

const SITE_URL = 'https://www.tasmancad.example';

const social = [
  { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/tasman-cad-example' },
  { platform: 'YouTube', url: 'https://www.youtube.com/@tasmancad-example' },
  { platform: 'Facebook', url: 'https://www.facebook.com/tasmancad.example' },
];

const organisation = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Tasman CAD',
  legalName: 'Tasman CAD Limited',
  url: SITE_URL,
  logo: `${SITE_URL}/logo.svg`,
  email: 'hello@tasmancad.example',
  sameAs: social.map((s) => s.url),
  address: [
    {
      '@type': 'PostalAddress',
      streetAddress: 'Level 2, 18 Parnell Rise',
      addressLocality: 'Auckland',
      postalCode: '1052',
      addressCountry: 'NZ',
    },
    {
      '@type': 'PostalAddress',
      streetAddress: 'Suite 504, 50 Miller Street',
      addressLocality: 'North Sydney',
      addressRegion: 'NSW',
      postalCode: '2060',
      addressCountry: 'AU',
    },
  ],
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: '+64-9-555-0140',
      contactType: 'sales',
      areaServed: 'NZ',
      availableLanguage: 'en',
    },
    {
      '@type': 'ContactPoint',
      telephone: '+61-2-5550-1400',
      contactType: 'sales',
      areaServed: 'AU',
      availableLanguage: 'en',
    },
  ],
};

const child = (title: string, link: Obj, description: string): Obj => item({ title, link, description });
const menu = (title: string, link: Obj | undefined, children: Obj[]): Obj =>
  item({ title, ...(link ? { link } : {}), children });
const footerLink = (title: string, link: Obj): Obj => item({ title, link });

/** The siteConfig document. */
export const siteConfigDoc = (): Doc =>
  doc(
    'siteConfig',
    'siteConfig',
    {
      siteName: 'Tasman CAD',
      defaultSEO: {
        pageTitle: 'Tasman CAD | Design software, hardware and training for NZ and Australia',
        pageDescription:
          'Tasman CAD sells and supports design and engineering software, certified workstations, training and consulting across New Zealand and Australia.',
        pageKeyWords:
          'BIM software, CAD software, civil design software, workstations, CAD training, New Zealand, Australia',
        ogImage: image(ogCard(), 'Tasman CAD: design software, hardware and training for Australia and New Zealand'),
        jsonLD: JSON.stringify(organisation),
      },
      agencyEnquiryForm: ref(FORM.agency),
      socialLinks: social.map((s) => item(s)),
      mainMenu: [
        menu('Products', linkPath('/products/'), [
          child('All products', linkPath('/products/'), 'Software, hardware, training seats and services.'),
          child('Strata BIM', linkTo(PRODUCT.strataBim), 'BIM for architects and building designers.'),
          child('Kestrel Civil', linkTo(PRODUCT.kestrelCivil), 'Roads, subdivisions and drainage design.'),
          child('Fathom Mechanical', linkTo(PRODUCT.fathomMechanical), '3D mechanical design and drawings.'),
          child(
            'Workstations and hardware',
            linkPath('/products/?industries.title=hardware'),
            'Certified workstations, plotters and accessories.',
          ),
        ]),
        menu('Industries', undefined, [
          child('Architecture', linkTo(INDUSTRY.architecture), 'BIM, documentation and templates for practices.'),
          child('Civil & infrastructure', linkTo(INDUSTRY.civil), 'Design tools for roads, water and rail.'),
          child(
            'Product design & manufacturing',
            linkTo(INDUSTRY.productDesign),
            '3D CAD and simulation for manufacturers.',
          ),
          child('Building services', linkTo(INDUSTRY.buildingServices), 'MEP design in the shared model.'),
          child('Surveying & geospatial', linkTo(INDUSTRY.surveying), 'Reality capture and survey-to-design.'),
        ]),
        menu('Services', linkTo(PAGE.services), [
          child('Product support', linkTo(PAGE.productSupport), 'Local technical support in your time zone.'),
          child('Implementation', linkTo(PAGE.implementation), 'Templates, standards and deployment.'),
          child('BIM consulting', linkTo(PAGE.bimConsulting), 'Strategy and ISO 19650 advice.'),
        ]),
        menu('Training', linkTo(PAGE.training), [
          child('Instructor-led training', linkTo(PAGE.training), 'Small classes online and in our training rooms.'),
          child('Self-directed training', linkTo(PAGE.selfDirected), 'Online learning paths at your own pace.'),
          child(
            'Course calendar: New Zealand',
            linkPath('/nz/training-course/'),
            'Dates in Auckland, Wellington, Christchurch and online.',
          ),
          child(
            'Course calendar: Australia',
            linkPath('/au/training-course/'),
            'Dates in Sydney, Melbourne, Brisbane, Perth, Adelaide and online.',
          ),
        ]),
        menu('Knowledge hub', linkPath('/knowledge-hub/'), [
          child('Articles', linkPath('/knowledge-hub/?blogType=read'), 'News, case studies and opinion.'),
          child('Webinars', linkPath('/knowledge-hub/?blogType=watch'), 'Live and on-demand sessions.'),
          child('White papers', linkPath('/knowledge-hub/?blogType=download'), 'Guides and research to download.'),
          child('How-to guides', linkPath('/knowledge-hub/?blogType=howTo'), 'Step-by-step instructions.'),
        ]),
        menu('About', linkPath('/about-us/'), [
          child('About Tasman CAD', linkPath('/about-us/'), 'Who we are and what we believe.'),
          child('Our team', linkTo(PAGE.ourTeam), 'The people you will talk to.'),
          child('Get in touch', linkPath('/get-in-touch/'), 'Offices, phone numbers and enquiries.'),
        ]),
      ],
      footer: {
        newsletterText: 'Release notes that matter, training dates and practical tips, once a month.',
        newsletterLink: linkPath('/get-in-touch/#newsletter'),
        linkGroups: [
          item({
            title: 'Shop',
            links: [
              footerLink('All products', linkPath('/products/')),
              footerLink('Strata BIM', linkTo(PRODUCT.strataBim)),
              footerLink('Kestrel Civil', linkTo(PRODUCT.kestrelCivil)),
              footerLink('Workstations', linkTo(PRODUCT.harbourW7)),
              footerLink('Your cart', linkPath('/app/cart')),
            ],
          }),
          item({
            title: 'Services',
            links: [
              footerLink('Training', linkTo(PAGE.training)),
              footerLink('Product support', linkTo(PAGE.productSupport)),
              footerLink('Implementation', linkTo(PAGE.implementation)),
              footerLink('Knowledge hub', linkPath('/knowledge-hub/')),
            ],
          }),
          item({
            title: 'Company',
            links: [
              footerLink('About us', linkPath('/about-us/')),
              footerLink('Our team', linkTo(PAGE.ourTeam)),
              footerLink('Get in touch', linkTo(PAGE.getInTouch)),
            ],
          }),
          item({
            title: 'Legal',
            links: [
              footerLink('Privacy policy', linkTo(PAGE.privacy)),
              footerLink('Terms and conditions', linkTo(PAGE.terms)),
            ],
          }),
        ],
        copyright: '© 2026 Tasman CAD Limited',
      },
      contactLink: linkTo(PAGE.getInTouch),
    },
    '2024-01-10T00:00:00Z',
  );
