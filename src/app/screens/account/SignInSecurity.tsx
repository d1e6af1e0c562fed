/**
 * The account screen's sign-in and security part: where the buyer is signed in, the password change
 * two-step verification and passkeys. With Firebase accounts the site keeps no sessions, changes no password and
 * keeps no second factor: the server says so (404 with a message) and that is all this part shows.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../features/account/messages.ts';
import { createSessionsClient, type SessionsList } from '../../../features/account/adapters/http-sessions.ts';
import { useServices } from '../../app-context.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';

type State = { loading: true } | { failed: true } | SessionsList;

/** With Firebase accounts the sentence the server would answer, without asking it (docs/vendors.md). */
export function SignInSecurity() {
  return useServices().embeddedIdentity ? <EmbeddedSignInSecurity /> : <p>{ACCOUNT_MESSAGES.sessionsUnavailable}</p>;
}

function EmbeddedSignInSecurity() {
  const client = useMemo(() => createSessionsClient(), []);
  const [state, setState] = useState<State>({ loading: true });

  const reload = useCallback(async () => {
    try {
      setState(await client.list());
    } catch {
      setState({ failed: true });
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if ('loading' in state) return <p role="status">Fetching resources...</p>;
  if ('failed' in state)
    return (
      <p className="app-notice app-notice--error" role="alert">
        {ACCOUNT_MESSAGES.sessionsFailed}
      </p>
    );
  if ('unavailable' in state) return <p>{state.unavailable}</p>;
  return (
    <>
      <SessionsSection client={client} sessions={state.sessions} reload={reload} />
      <ChangePasswordForm
        client={client}
        onChanged={() => {
          void reload();
        }}
      />
      <TwoFactorSection />
      <PasskeysSection />
    </>
  );
}
