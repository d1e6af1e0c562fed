/**
 * Pure rules between a validated submission and what is stored and forwarded: which kind of form it
 * was, the field list HubSpot receives, and how a refused field is worded for the API.
 */
import type { SiteConfig } from '../content/schemas/index.ts';
import type { FormValues } from './fields-schema.ts';
import { HIDDEN_FIELD_NAME } from './hidden-value.ts';

/** How a submission is filed (form_submissions.kind). */
export type SubmissionKind = 'gated' | 'agency-enquiry' | 'cms-form';

/** A gated blog's form, the agency enquiry form of siteConfig, or any other CMS form. */
export function submissionKind(
  formId: string,
  siteConfig: Pick<SiteConfig, 'agencyEnquiryForm'>,
  gatedBlogId: string | undefined,
): SubmissionKind {
  if (gatedBlogId) return 'gated';
  return siteConfig.agencyEnquiryForm?._ref === formId ? 'agency-enquiry' : 'cms-form';
}

/**
 * What is stored: the validated values plus the hidden field, whose value comes from the form
 * document (never from the browser).
 */
export function storedValues(values: FormValues, hiddenValue: string | undefined): FormValues {
  return hiddenValue ? { ...values, [HIDDEN_FIELD_NAME]: hiddenValue } : { ...values };
}

/** HubSpot's field list: every non-empty value as text (checkboxes 'true'/'false'). */
export function upstreamFields(values: FormValues): { name: string; value: string }[] {
  return Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ({ name, value: String(value) }));
}

/** The first refused field as the API words it: `fields.email: Please enter a valid email address`. */
export function fieldIssueMessage(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  if (!issue) return 'The form fields are not valid.';
  const path = issue.path.map(String).join('.');
  return `fields${path ? `.${path}` : ''}: ${issue.message}`;
}
