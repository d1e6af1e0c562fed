/**
 * The account screen's passkeys (docs/security.md, "Passkeys"): the buyer's passkeys, each with where it
 * was added and when, one more added from this device (the browser's own prompt), one removed. Adding or
 * removing needs a password check within the last 5 minutes (a sign-in counts): the password field is
 * asked for only when that check is older. Only with the site's own identity server.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '../../../features/account/messages.ts';
import { FactorError } from '../../../features/account/adapters/http-two-factor.ts';
import {
  createPasskeysClient,
  type PasskeysClient,
  type PasskeyView,
} from '../../../features/account/adapters/http-passkeys.ts';
import { showToast } from '../../../lib/toast/toast.ts';
import { passwordChangeRefusal } from '../../change-password.ts';
import { submitWith, useSchemaForm } from '../../forms.ts';
import { passkeyPasswordSchema } from '../../second-factor.ts';
import { formatSessionTime } from '../../sessions-view.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';

type State = { loading: true } | { failed: true } | { passkeys: PasskeyView[] };

/** What the screen says when the server or the browser refuses (better-auth's or @simplewebauthn's code). */
function refusal(error: unknown): string {
  if (!(error instanceof FactorError)) return ACCOUNT_MESSAGES.genericAuthError;
  if (error.code === 'REAUTHENTICATION_REQUIRED') return error.message;
  if (
    error.code === 'PASSKEYS_UNSUPPORTED' ||
    error.code === 'ERROR_INVALID_DOMAIN' ||
    error.code === 'ERROR_INVALID_RP_ID'
  )
    return ACCOUNT_MESSAGES.passkeysUnsupported;
  if (error.code === 'INVALID_PASSWORD' || error.code === 'SIGN_IN_LOCKED' || error.code === 'TOO_MANY_REQUESTS')
    return passwordChangeRefusal(error.code, error.message);
  return ACCOUNT_MESSAGES.genericAuthError;
}

export function PasskeysSection() {
  const client = useMemo<PasskeysClient>(() => createPasskeysClient(), []);
  const [state, setState] = useState<State>({ loading: true });
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(passkeyPasswordSchema, { passkeyPassword: '' });
  const passwordField = useRef<HTMLDivElement>(null);

  const reload = useCallback(async () => {
    try {
      setState({ passkeys: await client.list() });
    } catch {
      setState({ failed: true });
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a change with the password checked first when one was typed; says how it went. */
  const change = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      const password = form.getValues('passkeyPassword');
      if (password !== '') await client.reauthenticate(password);
      const done = await action();
      if (done) showToast(done, { kind: done === ACCOUNT_MESSAGES.passkeyNotAdded ? 'info' : 'success' });
      await reload();
    } catch (error) {
      form.setValue('passkeyPassword', '');
      showToast(refusal(error), { kind: 'error' });
      if (error instanceof FactorError && error.code === 'REAUTHENTICATION_REQUIRED')
        passwordField.current?.querySelector('input')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    change(async () => {
      const outcome = await client.add();
      if (outcome === 'added') return ACCOUNT_MESSAGES.passkeyAdded;
      return outcome === 'already-here' ? ACCOUNT_MESSAGES.passkeyAlreadyHere : ACCOUNT_MESSAGES.passkeyNotAdded;
    });

  return (
    <section className="app-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        A passkey logs you in with this device&apos;s fingerprint, face or screen lock instead of your password, and
        cannot be used on any other site.
      </p>
      {'loading' in state && <p role="status">Fetching resources...</p>}
      {'failed' in state && (
        <p className="app-notice app-notice--error" role="alert">
          {ACCOUNT_MESSAGES.genericAuthError}
        </p>
      )}
      {'passkeys' in state &&
        (state.passkeys.length === 0 ? (
          <p className="muted">You have no passkeys yet.</p>
        ) : (
          <ul className="app-sessions" aria-label="Your passkeys">
            {state.passkeys.map((passkey) => (
              <li key={passkey.id} className="app-sessions__item">
                <p>
                  <strong>{passkey.name}</strong>
                </p>
                {passkey.addedAt && <p className="muted">Added {formatSessionTime(passkey.addedAt)}</p>}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={`Remove the passkey ${passkey.name}`}
                  onClick={() => {
                    void change(async () => {
                      await client.remove(passkey.id);
                      return ACCOUNT_MESSAGES.passkeyRemoved;
                    });
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ))}
      {/* Its own field name: the password change's and two-step verification's forms share the screen. */}
      <FormProvider {...form}>
        <form className="app-form" method="post" noValidate onSubmit={submitWith(form, add)}>
          <div ref={passwordField}>
            <TextField
              name="passkeyPassword"
              label="Your password (needed if you logged in more than 5 minutes ago)"
              type="password"
              autoComplete="current-password"
            />
          </div>
          <div className="app-form__actions">
            <SubmitButton busy={busy || form.formState.isSubmitting}>Add a passkey</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
