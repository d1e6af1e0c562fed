/**
 * How the server logs a failure without what a visitor sent: a database error's message
 * carries the whole SQL statement and its parameters (names, emails, addresses), so only the error's
 * class, its code and the driver's own one-line reason are written. Pure: no IO besides the console.
 */

/** The database driver's reason behind a query error, without the statement or its parameters. */
function reasonOf(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = 'code' in cause && typeof cause.code === 'string' ? ` [${cause.code}]` : '';
    return `${error.name}: ${cause.message.split('\n')[0] ?? ''}${code}`;
  }
  // drizzle's "Failed query: <sql>\nparams: <values>": keep neither.
  if (error.message.startsWith('Failed query:')) return `${error.name}: a database query failed`;
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : '';
  return `${error.name}: ${error.message.split('\n')[0] ?? ''}${code}`;
}

/** One line describing `error` for the log: its kind and reason, never the data it was about. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return reasonOf(error);
  return typeof error === 'string' ? (error.split('\n')[0] ?? '') : 'a non-error value was thrown';
}

/** Logs `what` failed and why, in one line (see describeFailure). */
export function logFailure(what: string, error: unknown): void {
  console.error(`${what} ${describeFailure(error)}`);
}
