/**
 * Browser autofill hints for CMS form fields (WCAG 1.3.5, identify input purpose): the form document
 * has no such field, so the common field names of the demo forms are mapped here.
 */
import type { PublicFormField } from './public-form.ts';

const BY_NAME: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  mobilephone: 'tel',
  company: 'organization',
  companyName: 'organization',
  job_title: 'organization-title',
  country: 'country-name',
  city: 'address-level2',
  state: 'address-level1',
};

/** The autocomplete token for a field, or undefined (checkboxes and free text such as messages). */
export function autocompleteOf(field: Pick<PublicFormField, 'name' | 'type'>): string | undefined {
  if (field.type === 'checkbox' || field.type === 'textarea') return undefined;
  return BY_NAME[field.name] ?? (field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined);
}
