/**
 * A buyer's sessions (docs/api.md, "/api/account/sessions"): list them, end one, end all but this one.
 * Only the embedded identity server keeps sessions; with Firebase ID tokens there is none to list (404).
 */
import type { AccountSession } from '../../schemas/account-sessions.ts';
import { services } from '../../services/config.ts';
import { endOtherSessions, endSession, listSessions, type SessionRow } from '../../services/db/sessions.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import { recordAuthEvent } from '../../services/identity/audit.ts';
import { ok, refuse, type Outcome } from '../../lib/http/outcome.ts';
import { deviceLabel } from './device.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

/** A session id as the identity server makes them; anything else (a NUL, a page of text) is not looked up. */
const SESSION_ID = /^[\w-]{1,200}$/;

/** A session row as the account screen shows it. */
export function sessionView(row: SessionRow, currentId: string): AccountSession {
  return {
    id: row.id,
    device: deviceLabel(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  };
}

/** GET: this device's session first, then the others, most recently seen first. */
export async function listAccountSessions(session: SessionIdentity): Promise<Outcome> {
  const currentId = session.sessionId;
  if (!currentId) return refuse(ACCOUNT_MESSAGES.sessionsUnavailable, 404);
  const rows = await listSessions(await services().database(), session.uid, new Date());
  const views = rows.map((row) => sessionView(row, currentId));
  return ok([...views.filter((view) => view.current), ...views.filter((view) => !view.current)]);
}

/** DELETE {id}: ends one other session of the caller's. */
export async function endAccountSession(session: SessionIdentity, id: string): Promise<Outcome> {
  if (!session.sessionId) return refuse(ACCOUNT_MESSAGES.sessionsUnavailable, 404);
  if (!SESSION_ID.test(id)) return refuse(ACCOUNT_MESSAGES.sessionNotFound, 404);
  if (id === session.sessionId) return refuse(ACCOUNT_MESSAGES.sessionIsThisDevice, 409);
  const db = await services().database();
  const ended = await endSession(db, session.uid, id);
  if (ended) await recordAuthEvent(db, 'session-ended', session.uid);
  return ended ? ok({ ended: 1 }) : refuse(ACCOUNT_MESSAGES.sessionNotFound, 404);
}

/** DELETE (the collection): ends every session of the caller's but this one. */
export async function endOtherAccountSessions(session: SessionIdentity): Promise<Outcome> {
  if (!session.sessionId) return refuse(ACCOUNT_MESSAGES.sessionsUnavailable, 404);
  const db = await services().database();
  const ended = await endOtherSessions(db, session.uid, session.sessionId);
  if (ended > 0) await recordAuthEvent(db, 'other-sessions-ended', session.uid);
  return ok({ ended });
}
