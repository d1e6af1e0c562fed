/**
 * The staff notices of a new contact registration and of a form submission (pure): every field the
 * person gave, with replies going to them, so an enquiry reaches a person who can answer it.
 */
import type { ContactRow } from '../../services/db/contacts.ts';
import type { SubmissionRow } from '../../services/db/submissions.ts';
import type { MailToSend } from './mail-to-send.ts';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const labelled = (label: string, value: string | null | undefined): string[] =>
  present(value) ? [`${label}: ${value}`] : [];

/** The notice of a contact created through POST /api/contacts (a completed registration). */
export function staffContactMail(contact: ContactRow, staff: readonly string[]): MailToSend {
  const name = [contact.first_name, contact.last_name].filter(present).join(' ');
  const consent =
    contact.marketingInfo !== null && typeof contact.marketingInfo === 'object' && !Array.isArray(contact.marketingInfo)
      ? contact.marketingInfo
      : {};
  return {
    kind: 'staff-notification',
    to: staff.join(', '),
    replyTo: contact.email,
    subject: `New registration: ${name || contact.email}${present(contact.companyName) ? ` (${contact.companyName})` : ''}`,
    content: {
      intro: ['Someone completed their registration on the site.'],
      sections: [
        {
          title: 'Contact',
          lines: [
            ...labelled('Name', name),
            `Email: ${contact.email}`,
            ...labelled('Company', contact.companyName),
            ...labelled('Job title', contact.job_title),
            ...labelled('Phone', contact.phone),
            ...labelled('City', contact.city),
            ...labelled('Country', contact.country),
            `Email verified: ${contact.is_verified ? 'yes' : 'not yet'}`,
            `Newsletter: ${consent['subscribeNewsletter'] === true ? 'yes' : 'no'}`,
            `Contact id: ${contact.contact_id}`,
          ],
        },
      ],
    },
  };
}

/** What the staff notice of a submission shows about where it came from. */
export interface SubmissionOrigin {
  formTitle: string;
  pageUri?: string | undefined;
}

const KIND_WORDS: Record<string, string> = {
  'agency-enquiry': 'Enquiry',
  gated: 'Gated content request',
  'cms-form': 'Form submission',
};

/** The notice of a stored form submission, with every field as sent. */
export function staffSubmissionMail(
  submission: SubmissionRow,
  origin: SubmissionOrigin,
  staff: readonly string[],
): MailToSend {
  const kind = KIND_WORDS[submission.kind] ?? 'Form submission';
  const fields = Object.entries(submission.fields).map(
    ([name, value]) => `${name}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`,
  );
  return {
    kind: 'staff-notification',
    to: staff.join(', '),
    replyTo: submission.email,
    subject: `${kind}: ${origin.formTitle} from ${submission.email}`,
    content: {
      intro: [`${kind} through the form "${origin.formTitle}". Reply to this mail to answer ${submission.email}.`],
      sections: [
        { title: 'Fields', lines: fields.length > 0 ? fields : ['(none)'] },
        {
          title: 'About',
          lines: [
            `Submission id: ${submission.id}`,
            `Form: ${submission.form_id}`,
            ...labelled('Page', origin.pageUri),
            ...labelled('Gated blog', submission.blog_id),
            submission.contact_id ? `Signed in as contact ${submission.contact_id}` : 'Not signed in',
          ],
        },
      ],
    },
  };
}
