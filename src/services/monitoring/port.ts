/**
 * The monitoring port: where server errors go, each with the id of the request that met it (the
 * middleware gives every request one and answers it as `X-Request-Id`, so a visitor's report and the
 * server's log meet). Embedded: the server log. With SENTRY_DSN: Sentry.
 */
import { describeFailure } from '../log-failure.ts';

export interface FailureContext {
  requestId: string;
  path: string;
}

export interface ErrorReporter {
  /** Tag everything reported while this request runs with its id (Sentry's per-request scope). */
  tagRequest(requestId: string): void;
  /** Report an error that escaped a page: it goes on to Astro's 500 page (and Sentry's own middleware). */
  report(error: unknown, context: FailureContext): void;
  /**
   * Report an error the server answered itself (an /api failure turned into a 500 with a message), which
   * nothing else sees. Only the error's kind and reason leave the process, never the data of the
   * request (a database error's message carries its SQL and parameters: services/log-failure.ts).
   */
  reportAnswered(error: unknown, context: FailureContext): void;
}

/** The error with its stack frames but the one-line reason of describeFailure for a message. */
export function withoutRequestData(error: unknown): Error {
  const name = error instanceof Error ? error.name : 'Error';
  const reason = describeFailure(error);
  const safe = new Error(reason.startsWith(`${name}: `) ? reason.slice(name.length + 2) : reason);
  safe.name = name;
  if (error instanceof Error && error.stack) {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  }
  return safe;
}

/** The default: errors go to the server log with their request id. */
export const logReporter: ErrorReporter = {
  tagRequest: () => undefined,
  report: (error, { requestId, path }) => console.error(`request ${requestId} ${path}: the page failed.`, error),
  reportAnswered: (error, { requestId, path }) =>
    console.error(`request ${requestId} ${path}: failed. ${describeFailure(error)}`),
};
