/**
 * Sending a form from the browser: POST /api/forms through the project's one JSON fetch helper, and
 * what the answer means for the person filling the form in. Never throws, so the island only maps an
 * outcome to what it shows; the values typed stay in the form whatever happens.
 */
import { dataOf, messageOf, requestJson, type FetchLike } from '../../lib/http/fetch-json.ts';
import { FORM_MESSAGES as M } from './messages.ts';
import type { FormSubmission, FormSubmitted } from './submission.ts';

/** Where forms are sent. */
export const FORMS_ENDPOINT = '/api/forms';

/** What sending a form came to. */
export type SendOutcome =
  | { kind: 'sent'; data: FormSubmitted }
  /** The server refused the input (4xx); its message names the field. */
  | { kind: 'refused'; message: string }
  /** No answer (offline) or the server failed: try again later. */
  | { kind: 'failed'; message: string };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The 201 answer's data, if it has the documented shape (checked by hand: no zod in this path). */
function submittedOf(data: unknown): FormSubmitted | undefined {
  if (typeof data !== 'object' || data === null || !('id' in data) || typeof data.id !== 'string') return undefined;
  const requestedBlogs = 'requestedBlogs' in data ? data.requestedBlogs : undefined;
  if (requestedBlogs !== undefined && !isStringArray(requestedBlogs)) return undefined;
  return requestedBlogs ? { id: data.id, requestedBlogs } : { id: data.id };
}

/** POST the submission and read the answer. */
export async function sendForm(fetchImpl: FetchLike, submission: FormSubmission): Promise<SendOutcome> {
  let answer;
  try {
    answer = await requestJson(fetchImpl, FORMS_ENDPOINT, 'POST', submission);
  } catch {
    return { kind: 'failed', message: M.network };
  }
  if (answer.status === 201) {
    const data = submittedOf(dataOf(answer.body));
    return data ? { kind: 'sent', data } : { kind: 'failed', message: M.unavailable };
  }
  if (answer.status >= 400 && answer.status < 500)
    return { kind: 'refused', message: messageOf(answer.body) ?? M.unavailable };
  return { kind: 'failed', message: M.unavailable };
}
