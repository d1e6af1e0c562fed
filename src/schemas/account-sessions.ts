/**
 * A buyer's signed-in sessions as GET /api/account/sessions answers them (docs/api.md) and the account
 * screen reads them. Never the session's token or address. zod/mini: the account screen parses with it.
 */
import * as z from 'zod/mini';

export const accountSessionSchema = z.object({
  /** The session's id: what DELETE /api/account/sessions/{id} ends. */
  id: z.string(),
  /** The browser and system, e.g. "Firefox on Windows" (features/account/device.ts). */
  device: z.string(),
  /** When it signed in (ISO 8601). */
  signedInAt: z.iso.datetime(),
  /** When it was last used, to within 5 minutes (ISO 8601). */
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked: "this device". */
  current: z.boolean(),
});

export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the sessions, this device's first, then the most recently seen. */
export const accountSessionsAnswerSchema = z.object({ data: z.array(accountSessionSchema) });

/** DELETE /api/account/sessions (every other session) and /api/account/sessions/{id}: how many ended. */
export const endedSessionsAnswerSchema = z.object({ data: z.object({ ended: z.int().check(z.minimum(0)) }) });
