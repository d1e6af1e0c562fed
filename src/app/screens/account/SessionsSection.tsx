/**
 * The account screen's list of signed-in devices: each with its device, sign-in and last-seen times,
 * "this device" for the one in use; end one, or all the others (docs/security.md, "Sessions").
 */
import { useState } from 'react';
import type { AccountSession } from '../../../schemas/account-sessions.ts';
import { ACCOUNT_MESSAGES } from '../../../features/account/messages.ts';
import type { SessionsClient } from '../../../features/account/adapters/http-sessions.ts';
import { showToast } from '../../../lib/toast/toast.ts';
import { endSessionLabel, formatSessionTime } from '../../sessions-view.ts';

export interface SessionsSectionProps {
  client: SessionsClient;
  sessions: readonly AccountSession[];
  /** Reads the list again (after a session ended). */
  reload: () => Promise<void>;
}

export function SessionsSection({ client, sessions, reload }: SessionsSectionProps) {
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      showToast(done, { kind: 'success' });
    } catch {
      showToast(ACCOUNT_MESSAGES.genericAuthError, { kind: 'error' });
    } finally {
      await reload();
      setBusy(false);
    }
  };

  return (
    <section className="app-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <ul className="app-sessions">
        {sessions.map((session) => (
          <li key={session.id} className="app-sessions__item">
            <p>
              <strong>{session.device}</strong>
              {session.current && ' (this device)'}
            </p>
            <p className="muted">
              Signed in {formatSessionTime(session.signedInAt)}, last seen {formatSessionTime(session.lastSeenAt)}
            </p>
            {!session.current && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-label={endSessionLabel(session)}
                onClick={() => {
                  void act(() => client.end(session.id), ACCOUNT_MESSAGES.sessionEnded);
                }}
              >
                End this session
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.some((session) => !session.current) && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            void act(() => client.endOthers(), ACCOUNT_MESSAGES.otherSessionsEnded);
          }}
        >
          End all other sessions
        </button>
      )}
    </section>
  );
}
