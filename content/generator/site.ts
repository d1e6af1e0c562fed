/** Regions and forms: the small fixed documents everything else refers to. */
import { doc, item, type Doc } from './build.ts';

export const REGION = { nz: 'region-nz', au: 'region-au', global: 'region-global' } as const;

export const regionDocs = (): Doc[] => [
  doc('region', REGION.nz, { iban: 'nz', title: 'New Zealand', hrefLang: 'en-NZ' }, '2024-01-10T00:00:00Z'),
  doc('region', REGION.au, { iban: 'au', title: 'Australia', hrefLang: 'en-AU' }, '2024-01-10T00:00:00Z'),
  doc('globalised', REGION.global, { title: 'Global' }, '2024-01-10T00:00:00Z'),
];

export const FORM = {
  contact: 'form-contact-enquiry',
  agency: 'form-agency-enquiry',
  webinar: 'form-webinar-registration',
  whitePaper: 'form-white-paper-download',
  newsletter: 'form-newsletter',
  trainingAu: 'form-training-enquiry-au',
} as const;

type Field = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  options?: string[];
};

/** Form fields with `_key`s and explicit defaults. */
const fieldList = (...list: Field[]): Record<string, unknown>[] =>
  list.map((f) => item({ required: false, options: [], ...f }));

const firstName: Field = { name: 'first_name', label: 'First name', type: 'text', required: true };
const lastName: Field = { name: 'last_name', label: 'Last name', type: 'text', required: true };
const email: Field = { name: 'email', label: 'Work email', type: 'email', required: true };
const phone: Field = { name: 'phone', label: 'Phone', type: 'tel' };
const company: Field = { name: 'company', label: 'Company', type: 'text', required: true };
const country: Field = {
  name: 'country',
  label: 'Country',
  type: 'select',
  required: true,
  options: ['New Zealand', 'Australia'],
};
const consent: Field = {
  name: 'privacy_consent',
  label: 'I agree to Tasman CAD storing my details to respond to this request, as described in the privacy policy.',
  type: 'checkbox',
  required: true,
};
const marketing: Field = {
  name: 'marketing_opt_in',
  label: 'Send me product news, event invitations and tips (unsubscribe any time).',
  type: 'checkbox',
};

/** Forms are rendered natively from these definitions; portalId/formId name the HubSpot form upstream. */
export const formDocs = (): Doc[] => [
  doc('form', FORM.contact, {
    title: 'Contact us',
    portalId: '48213377',
    formId: '3f6c2a1e-8d4b-4c59-9a7e-21b5c0e4d7a1',
    region: 'global',
    hubspotHiddenFieldValue: 'website-contact',
    formDescription:
      'Tell us a little about what you are working on and the right specialist will be in touch within one business day.',
    submitLabel: 'Send enquiry',
    successMessage: 'Thanks for getting in touch. A member of our team will reply within one business day.',
    fields: fieldList(
      firstName,
      lastName,
      email,
      phone,
      company,
      country,
      {
        name: 'enquiry_type',
        label: 'What can we help with?',
        type: 'select',
        required: true,
        options: [
          'Buying software',
          'Hardware and workstations',
          'Training',
          'Technical support',
          'Consulting and implementation',
          'Something else',
        ],
      },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
      consent,
      marketing,
    ),
  }),
  doc('form', FORM.agency, {
    title: 'Enquire about this product',
    portalId: '48213377',
    formId: '9b2d7e40-51c3-4f0a-8e6d-7c1a3b9f2e58',
    region: 'global',
    hubspotHiddenFieldValue: 'agency-enquiry',
    formDescription:
      'This product is sold on quotation. Share your requirements and we will prepare pricing for your organisation.',
    submitLabel: 'Request a quote',
    successMessage:
      'Thanks, your enquiry has been sent. An account manager will prepare a quote and contact you shortly.',
    fields: fieldList(
      firstName,
      lastName,
      email,
      phone,
      company,
      country,
      {
        name: 'seats',
        label: 'How many users?',
        type: 'select',
        required: true,
        options: ['1–5', '6–20', '21–50', 'More than 50'],
      },
      { name: 'message', label: 'Tell us about your project', type: 'textarea' },
      consent,
    ),
  }),
  doc('form', FORM.webinar, {
    title: 'Watch the webinar',
    portalId: '48213377',
    formId: 'c4e81f2a-0b6d-4a97-b3c5-5d2e9f8a1c64',
    region: 'global',
    hubspotHiddenFieldValue: 'webinar-registration',
    formDescription: 'Register once to watch this session and the rest of our on-demand webinar library.',
    submitLabel: 'Watch now',
    successMessage: 'You are registered. The recording is now unlocked below.',
    fields: fieldList(
      firstName,
      lastName,
      email,
      company,
      {
        name: 'job_role',
        label: 'Your role',
        type: 'select',
        options: [
          'Architect or designer',
          'Engineer',
          'Drafter or technician',
          'BIM or CAD manager',
          'IT or operations',
          'Business owner',
        ],
      },
      consent,
      marketing,
    ),
  }),
  doc('form', FORM.whitePaper, {
    title: 'Download the white paper',
    portalId: '48213377',
    formId: '7a19d3c8-6e42-4b1f-9d0a-e3c57b28f916',
    region: 'global',
    hubspotHiddenFieldValue: 'white-paper-download',
    formDescription: 'Enter your details and the download link will appear straight away.',
    submitLabel: 'Get the white paper',
    successMessage: 'Thanks. Your download is ready below.',
    fields: fieldList(firstName, lastName, email, company, country, consent, marketing),
  }),
  doc('form', FORM.newsletter, {
    title: 'The Tasman CAD newsletter',
    portalId: '48213377',
    formId: '25e0b6f4-93a1-4d8c-a7f2-6b4c1e0d9a83',
    region: 'global',
    hubspotHiddenFieldValue: 'newsletter-signup',
    formDescription:
      'One email a month: release notes that matter, upcoming training dates and practical tips from our technical team.',
    submitLabel: 'Subscribe',
    successMessage: 'You are subscribed. Look out for the next issue early next month.',
    fields: fieldList(firstName, email, country, consent),
  }),
  doc('form', FORM.trainingAu, {
    title: 'Training enquiry (Australia)',
    portalId: '48213377',
    formId: 'e8f3a6b1-2c7d-4e05-8b94-0f1d6a3c5e27',
    region: 'AU',
    hubspotHiddenFieldValue: 'training-enquiry-au',
    formDescription: 'Looking for private or on-site training for your team in Australia? Tell us what you need.',
    submitLabel: 'Ask about training',
    successMessage: 'Thanks. Our Australian training coordinator will contact you within two business days.',
    fields: fieldList(
      firstName,
      lastName,
      email,
      phone,
      company,
      {
        name: 'state',
        label: 'State or territory',
        type: 'select',
        required: true,
        options: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
      },
      { name: 'attendees', label: 'Number of attendees', type: 'text' },
      { name: 'message', label: 'Which course or topics?', type: 'textarea' },
      consent,
    ),
  }),
];
