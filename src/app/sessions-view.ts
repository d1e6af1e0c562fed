/**
 * How the account screen words a session (pure): its times in the browser's zone, and the name a
 * button reads out ("End the session on Firefox on Windows").
 */
import type { AccountSession } from '../schemas/account-sessions.ts';

// Made on first use, as formatOrderDate's (a first Intl formatter costs ICU's start-up).
let timeFormat: Intl.DateTimeFormat | undefined;

/** `28 Nov 2026, 3:41 pm`, in the browser's time zone. */
export function formatSessionTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return timeFormat.format(new Date(iso));
}

/** The accessible name of a session's End button. */
export const endSessionLabel = (session: AccountSession): string =>
  `End the session on ${session.device}, signed in ${formatSessionTime(session.signedInAt)}`;
