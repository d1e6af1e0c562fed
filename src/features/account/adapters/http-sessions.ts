/**
 * The account screen's "Sign-in and security" calls (docs/api.md): the buyer's sessions at
 * /api/account/sessions and a password change at the embedded identity server. With Firebase accounts
 * the server keeps no sessions: `list` then answers `unavailable` with the server's message.
 */
import { accountSessionsAnswerSchema, type AccountSession } from '../../../schemas/account-sessions.ts';
import { browserFetch, HttpStatusError, messageOf, requestJson, type FetchLike } from '../../../lib/http/fetch-json.ts';

export const SESSIONS_PATH = '/api/account/sessions';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';

/** The sessions, or why there are none to show. */
export type SessionsList = { sessions: AccountSession[] } | { unavailable: string };

/** A refused password change: better-auth's code (INVALID_PASSWORD, PASSWORD_TOO_WEAK, …) and message. */
export class PasswordChangeError extends Error {
  readonly code: string | undefined;

  constructor(code: string | undefined, message: string) {
    super(message);
    this.name = 'PasswordChangeError';
    this.code = code;
  }
}

export interface SessionsClient {
  list(): Promise<SessionsList>;
  /** Ends one other session. */
  end(id: string): Promise<void>;
  /** Ends every other session; answers how many ended. */
  endOthers(): Promise<number>;
  /** Changes the password (which ends every other session). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

const codeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;

/** The client over `fetchImpl` (the browser's by default). */
export function createSessionsClient(fetchImpl: FetchLike = browserFetch): SessionsClient {
  return {
    async list() {
      const answer = await requestJson(fetchImpl, SESSIONS_PATH, 'GET');
      if (answer.status === 404)
        return { unavailable: messageOf(answer.body) ?? 'Your sessions are not listed on this site.' };
      if (answer.status !== 200) throw new HttpStatusError(SESSIONS_PATH, answer);
      return { sessions: accountSessionsAnswerSchema.parse(answer.body).data };
    },
    async end(id) {
      const path = `${SESSIONS_PATH}/${encodeURIComponent(id)}`;
      const answer = await requestJson(fetchImpl, path, 'DELETE');
      // Already ended (404) is what the buyer wanted.
      if (answer.status !== 200 && answer.status !== 404) throw new HttpStatusError(path, answer);
    },
    async endOthers() {
      const answer = await requestJson(fetchImpl, SESSIONS_PATH, 'DELETE');
      if (answer.status !== 200) throw new HttpStatusError(SESSIONS_PATH, answer);
      const body = answer.body as { data?: { ended?: unknown } };
      return typeof body.data?.ended === 'number' ? body.data.ended : 0;
    },
    async changePassword(currentPassword, newPassword) {
      const answer = await requestJson(fetchImpl, CHANGE_PASSWORD_PATH, 'POST', { currentPassword, newPassword });
      if (answer.status !== 200)
        throw new PasswordChangeError(
          codeOf(answer.body),
          messageOf(answer.body) ?? `The password change failed with status ${answer.status}`,
        );
    },
  };
}
