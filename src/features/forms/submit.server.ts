/**
 * Accepting one form submission (POST /api/forms, docs/forms.md): the form document is loaded on the
 * server and its own fields decide what is valid; the submission, the gated blog it unlocks, the staff
 * notice and the copy for HubSpot are written in one transaction, and the outbox worker delivers the
 * last two with retries, so neither a mail server's nor HubSpot's failure loses anything.
 */
import type { Database } from '../../services/db/database.server.ts';
import { addPendingRequestedBlog, addRequestedBlog } from '../../services/db/resources.ts';
import { insertSubmission, setSubmissionHubspotStatus } from '../../services/db/submissions.ts';
import type { UpstreamSubmission } from '../../services/forms/port.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import { ok, refuse, type Refusal } from '../../lib/http/outcome.ts';
import { writeWithOutbox } from '../notifications/outbox.server.ts';
import { submissionMessages } from '../notifications/submission-notices.server.ts';
import type { Blog, Form } from '../content/schemas/index.ts';
import type { SiteContent } from '../content/site-content.ts';
import { emailOf, formValuesSchema } from './fields-schema.ts';
import { gatedFormIdOf } from '../gated/gated-blog.ts';
import { publicFormOf } from './public-form.ts';
import type { FormSubmission, FormSubmitted } from './submission.ts';
import { fieldIssueMessage, storedValues, submissionKind, upstreamFields } from './upstream.ts';

/** What a submission needs from the server around it; the route builds it, tests inject it. */
export interface SubmitDependencies {
  content: Pick<SiteContent, 'byId' | 'siteConfig'>;
  /** The signed-in reader, if any (gated blogs go to their resources record). */
  session: SessionIdentity | undefined;
  /** Whether submissions of forms with HubSpot ids go to HubSpot (HUBSPOT_ENABLED). */
  forwardToHubspot: boolean;
  /** HubSpot's tracking cookie of the visitor, if any. */
  hutk?: string | undefined;
}

/** The answer, before it becomes JSON. */
export type SubmitOutcome = { status: 201; body: { data: FormSubmitted } } | Refusal<400 | 404>;

/** The blog named by `blogId` if `form` gates it, else a message saying why not. */
function gatedBlog(content: SubmitDependencies['content'], blogId: string, form: Form): Blog | string {
  const blog = content.byId.get(blogId);
  return blog?._type === 'blog' && gatedFormIdOf(blog) === form._id
    ? blog
    : `blogId: "${blogId}" is not a blog gated by this form.`;
}

/** Records the gated blog: on the signed-in reader's resources, or pending under the email given. */
async function recordRequestedBlog(
  db: Database,
  session: SessionIdentity | undefined,
  email: string,
  blogId: string,
): Promise<string[]> {
  if (session) return (await addRequestedBlog(db, session.uid, blogId)).requestedBlogs;
  await addPendingRequestedBlog(db, email, blogId);
  return [blogId];
}

/** Validates, stores, records and queues one submission. Throws only when the database fails. */
export async function submitForm(submission: FormSubmission, deps: SubmitDependencies): Promise<SubmitOutcome> {
  const form = deps.content.byId.get(submission.formId);
  if (form?._type !== 'form') return refuse(`There is no form with the id "${submission.formId}".`, 404);
  const { fields } = publicFormOf(form);
  const parsed = formValuesSchema(fields).safeParse(submission.fields);
  if (!parsed.success) return refuse(fieldIssueMessage(parsed.error), 400);
  const blog = submission.blogId === undefined ? undefined : gatedBlog(deps.content, submission.blogId, form);
  if (typeof blog === 'string') return refuse(blog, 400);
  const email = emailOf(fields, parsed.data) ?? deps.session?.email;
  if (!email) return refuse('This form has no email field, so the submission cannot be filed.', 400);

  const values = storedValues(parsed.data, form.hubspotHiddenFieldValue);
  const hubspot: UpstreamSubmission | undefined =
    deps.forwardToHubspot && form.portalId && form.formId
      ? {
          portalId: form.portalId,
          formId: form.formId,
          fields: upstreamFields(values),
          context: { pageUri: submission.pageUri, pageName: form.title, hutk: deps.hutk },
        }
      : undefined;
  const { row, requestedBlogs } = await writeWithOutbox(async (tx) => {
    const stored = await insertSubmission(tx, {
      form_id: form._id,
      kind: submissionKind(form._id, deps.content.siteConfig, blog?._id),
      email,
      fields: values,
      blog_id: blog?._id ?? null,
      contact_id: deps.session?.uid ?? null,
    });
    const requested = blog ? await recordRequestedBlog(tx, deps.session, email, blog._id) : undefined;
    const queued = hubspot ? await setSubmissionHubspotStatus(tx, stored.id, 'queued') : undefined;
    return {
      result: { row: queued ?? stored, requestedBlogs: requested },
      messages: submissionMessages(
        queued ?? stored,
        { formTitle: form.title ?? form._id, pageUri: submission.pageUri },
        hubspot,
      ),
    };
  });
  return ok(requestedBlogs ? { id: row.id, requestedBlogs } : { id: row.id }, 201);
}
