/**
 * The outbox messages of a stored form submission: the staff notice (STAFF_EMAIL), so an enquiry reaches
 * a person, and the submission for HubSpot when forwarding is on and the form has HubSpot ids.
 */
import type { NewOutboxMessage } from '../../services/db/outbox.ts';
import type { SubmissionRow } from '../../services/db/submissions.ts';
import type { UpstreamSubmission } from '../../services/forms/port.ts';
import { hubspotMessage } from '../../services/outbox/messages.ts';
import { mailOnOutbox, staffAddresses } from './outbox.server.ts';
import { staffSubmissionMail, type SubmissionOrigin } from './staff-mails.ts';

/** The messages of a new submission; `hubspot` is what HubSpot gets, when it gets anything. */
export function submissionMessages(
  submission: SubmissionRow,
  origin: SubmissionOrigin,
  hubspot: UpstreamSubmission | undefined,
): NewOutboxMessage[] {
  const staff = staffAddresses();
  return [
    ...(staff.length > 0
      ? [
          mailOnOutbox(
            `staff-submission.${submission.id}`,
            submission.id,
            staffSubmissionMail(submission, origin, staff),
          ),
        ]
      : []),
    ...(hubspot ? [hubspotMessage(`hubspot.${submission.id}`, submission.id, hubspot)] : []),
  ];
}
