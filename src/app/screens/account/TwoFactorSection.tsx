/**
 * The account screen's two-step verification (docs/security.md, "A second factor"): off, it is set up
 * with the password (the server checks it as a re-authentication), a QR code and the secret as text
 * for an authenticator app, and one-time recovery codes shown this once; it is on once the first code
 * from the app is right. On, the password, or a code from the app instead, turns it off. Only with the site's own identity server
 * (Firebase accounts: SignInSecurity).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '../../../features/account/messages.ts';
import {
  createTwoFactorClient,
  FactorError,
  type FactorSetup,
  type TwoFactorClient,
} from '../../../features/account/adapters/http-two-factor.ts';
import { showToast } from '../../../lib/toast/toast.ts';
import { passwordChangeRefusal } from '../../change-password.ts';
import { submitWith, useSchemaForm } from '../../forms.ts';
import { appCodeSchema, factorCodeSchema, factorPasswordSchema, secretOf } from '../../second-factor.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { QrCode } from './QrCode.tsx';

type State = { loading: true } | { failed: true } | { on: boolean } | { setup: FactorSetup };

/** What the screen says when the server refuses a step (its better-auth code). */
function refusal(error: unknown): string {
  if (!(error instanceof FactorError)) return ACCOUNT_MESSAGES.genericAuthError;
  if (error.code === 'INVALID_CODE') return ACCOUNT_MESSAGES.codeWrong;
  if (error.code === 'INVALID_PASSWORD' || error.code === 'SIGN_IN_LOCKED' || error.code === 'TOO_MANY_REQUESTS')
    return passwordChangeRefusal(error.code, error.message);
  return ACCOUNT_MESSAGES.genericAuthError;
}

export function TwoFactorSection() {
  const client = useMemo(() => createTwoFactorClient(), []);
  const [state, setState] = useState<State>({ loading: true });

  const reload = useCallback(async () => {
    try {
      setState({ on: await client.isOn() });
    } catch {
      setState({ failed: true });
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section className="app-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-step verification</h2>
      {'loading' in state && <p role="status">Fetching resources...</p>}
      {'failed' in state && (
        <p className="app-notice app-notice--error" role="alert">
          {ACCOUNT_MESSAGES.genericAuthError}
        </p>
      )}
      {'on' in state && (
        <PasswordStep
          client={client}
          on={state.on}
          onSetup={(setup) => setState({ setup })}
          onOff={() => {
            showToast(ACCOUNT_MESSAGES.twoFactorOff, { kind: 'success' });
            setState({ on: false });
          }}
        />
      )}

      {'setup' in state && (
        <SetupStep
          client={client}
          setup={state.setup}
          onOn={() => {
            showToast(ACCOUNT_MESSAGES.twoFactorOn, { kind: 'success' });
            setState({ on: true });
          }}
        />
      )}
    </section>
  );
}

/**
 * Off: the password starts the setup. On: the password turns it off, or a code from the app instead
 * ('Use a code from your app instead', as on the login screen).
 */
function PasswordStep({
  client,
  on,
  onSetup,
  onOff,
}: {
  client: TwoFactorClient;
  on: boolean;
  onSetup: (setup: FactorSetup) => void;
  onOff: () => void;
}) {
  const [byCode, setByCode] = useState(false);
  const form = useSchemaForm(factorPasswordSchema, { factorPassword: '' });
  const focusPassword = useRef(false);
  // Back from the code: the focus goes to the password field, not the page (the button was replaced).
  useEffect(() => {
    if (!focusPassword.current || byCode) return;
    focusPassword.current = false;
    form.setFocus('factorPassword');
  }, [byCode, form]);
  const submit = async ({ factorPassword: password }: { factorPassword: string }) => {
    try {
      // No separate re-authentication first: the server checks the password these calls carry as one.
      if (on) {
        await client.turnOff(password);
        onOff();
      } else onSetup(await client.begin(password));
    } catch (error) {
      form.setValue('factorPassword', '');
      showToast(refusal(error), { kind: 'error' });
    }
  };
  const switchButton = on && (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        focusPassword.current = byCode;
        setByCode(!byCode);
      }}
    >
      {byCode ? 'Use your password instead' : 'Use a code from your app instead'}
    </button>
  );
  return (
    <>
      <p>
        {on
          ? 'On: logging in with your password also asks for a code from your authenticator app.'
          : 'Off. Turn it on and logging in with your password will also ask for a code from an authenticator app on your phone.'}
      </p>
      {on && byCode ? (
        <CodeOffForm client={client} onOff={onOff} switchButton={switchButton} />
      ) : (
        /* Its own field names: the password change's form is on the same screen (ids come from names). */
        <FormProvider {...form}>
          <form className="app-form" method="post" noValidate onSubmit={submitWith(form, submit)}>
            <TextField
              name="factorPassword"
              label={on ? 'Your password, to turn it off' : 'Your password, to set it up'}
              type="password"
              autoComplete="current-password"
              required
            />
            <div className="app-form__actions">
              <SubmitButton busy={form.formState.isSubmitting}>
                {on ? 'Turn off two-step verification' : 'Set up two-step verification'}
              </SubmitButton>
              {switchButton}
            </div>
          </form>
        </FormProvider>
      )}
    </>
  );
}

/** On: a code from the app turns it off instead of the password (the code is counted like a password). */
function CodeOffForm({
  client,
  onOff,
  switchButton,
}: {
  client: TwoFactorClient;
  onOff: () => void;
  switchButton: ReactNode;
}) {
  const form = useSchemaForm(factorCodeSchema, { factorCode: '' });
  const focused = useRef(false);
  // Shown by the switch button, which it replaces: the focus goes to its field rather than the page.
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    form.setFocus('factorCode');
  }, [form]);
  const submit = async ({ factorCode }: { factorCode: string }) => {
    try {
      await client.turnOffWithCode(factorCode);
      onOff();
    } catch (error) {
      form.setValue('factorCode', '');
      showToast(refusal(error), { kind: 'error' });
    }
  };
  return (
    <FormProvider {...form}>
      <form className="app-form" method="post" noValidate onSubmit={submitWith(form, submit)}>
        <TextField
          name="factorCode"
          label="Code from your authenticator app, to turn it off"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <div className="app-form__actions">
          <SubmitButton busy={form.formState.isSubmitting}>Turn off two-step verification</SubmitButton>
          {switchButton}
        </div>
      </form>
    </FormProvider>
  );
}

/** The QR code, the secret as text, the recovery codes (this once), and the first code from the app. */
function SetupStep({ client, setup, onOn }: { client: TwoFactorClient; setup: FactorSetup; onOn: () => void }) {
  const form = useSchemaForm(appCodeSchema, { code: '' });
  const first = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const confirm = async ({ code }: { code: string }) => {
    try {
      await client.confirm(code);
      onOn();
    } catch (error) {
      form.setValue('code', '');
      showToast(refusal(error), { kind: 'error' });
    }
  };
  return (
    <ol className="app-steps">
      <li>
        <h3 ref={first} tabIndex={-1}>
          Add this account to your authenticator app
        </h3>
        <p>Scan the QR code with the app, or type in the key below it.</p>
        <QrCode text={setup.totpUri} label="QR code to add this account to your authenticator app" />
        <p>
          Key: <code data-testid="totp-secret">{secretOf(setup.totpUri)}</code>
        </p>
      </li>
      <li>
        <h3>Keep your recovery codes</h3>
        <p>
          If you lose your phone, each of these codes logs you in once instead of a code from the app. Store them
          somewhere safe now: they are not shown again.
        </p>
        <ul className="app-recovery-codes" aria-label="Recovery codes">
          {setup.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </li>
      <li>
        <h3>Enter a code from the app</h3>
        <FormProvider {...form}>
          <form className="app-form" method="post" noValidate onSubmit={submitWith(form, confirm)}>
            <TextField
              name="code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <div className="app-form__actions">
              <SubmitButton busy={form.formState.isSubmitting}>Turn on two-step verification</SubmitButton>
            </div>
          </form>
        </FormProvider>
      </li>
    </ol>
  );
}
