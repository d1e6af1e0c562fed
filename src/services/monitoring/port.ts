/**
 * The monitoring port: where server errors go, each with the id of the request that met it (the
 * middleware gives every request one and answers it as `X-Request-Id`, so a visitor's report and the
 * server's log meet). Embedded: the server log. With SENTRY_DSN: Sentry.
 */
export interface ErrorReporter {
  /** Tag everything reported while this request runs with its id (Sentry's per-request scope). */
  tagRequest(requestId: string): void;
  /** Report an error of the request `requestId`. */
  report(error: unknown, context: { requestId: string; path: string }): void;
}

/** The default: errors go to the server log with their request id. */
export const logReporter: ErrorReporter = {
  tagRequest: () => undefined,
  report: (error, { requestId, path }) => console.error(`request ${requestId} ${path}: the page failed.`, error),
};
