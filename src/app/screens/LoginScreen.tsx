/**
 * /app: the app page, which is the login page (docs/requirements.md#pages-and-routes). Email and password, "Stay logged in"
 * (docs/requirements.md#client-store, default true, kept in the store), forgot password, a passkey (the embedded
 * identity server only: its button, and the passkeys the browser offers among the email field's suggestions),
 * Google, and the way to register.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { forgotPassword, signInWithEmail, signInWithGoogle, signInWithPasskey } from '../../features/account/flows.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { STAY_LOGGED_IN_FIELD } from '../../features/account/login-form.ts';
import { ACCOUNT_MESSAGES } from '../../features/account/messages.ts';
import { loginSchema } from '../../features/account/schemas.ts';
import { verificationOutcome } from '../../features/account/verification-return.ts';
import { $stayLoggedIn } from '../../lib/store/stores.ts';
import { useServices } from '../app-context.ts';
import { currentSearch } from '../router.ts';
import { submitWith, useSchemaForm } from '../forms.ts';
import { usePending } from '../use-pending.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ControlledCheckbox } from '../ui/CheckboxField.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { SecondFactorStep } from './SecondFactorStep.tsx';

/** What the server said about a login form posted without JavaScript (form-sign-in.server.ts). */
export interface LoginRefusal {
  message: string;
  email: string;
}

export default function LoginScreen({ refusal }: { refusal?: LoginRefusal | undefined }) {
  const { deps, embeddedIdentity } = useServices();
  const stayLoggedIn = useStore($stayLoggedIn);
  const form = useSchemaForm(loginSchema, { email: refusal?.email ?? '', password: '' });
  const [pending, run] = usePending();
  const busy = pending || form.formState.isSubmitting;
  const verification = verificationOutcome(currentSearch());
  // The password was right and the account has a second factor: its code finishes the sign-in.
  const [codeStep, setCodeStep] = useState(false);
  // The browser offers this site's passkeys among the email field's suggestions while the form shows;
  // a press of the passkey button ends that, and it starts again when the press signed nobody in.
  const [suggestionsRound, setSuggestionsRound] = useState(0);
  useEffect(() => {
    if (!embeddedIdentity || codeStep) return undefined;
    const screen = new AbortController();
    void signInWithPasskey(deps, { until: screen.signal });
    return () => {
      screen.abort();
    };
  }, [deps, embeddedIdentity, codeStep, suggestionsRound]);

  if (codeStep)
    return (
      <section className="app-screen app-screen--narrow">
        <ScreenHeading>Login</ScreenHeading>
        <SecondFactorStep
          onExpired={() => {
            form.setValue('password', '');
            setCodeStep(false);
          }}
        />
      </section>
    );

  return (
    <section className="app-screen app-screen--narrow">
      <ScreenHeading>Login</ScreenHeading>
      {verification === 'verified' && (
        <p className="app-notice app-notice--success" role="status">
          {ACCOUNT_MESSAGES.emailNowVerified}
        </p>
      )}
      {verification === 'failed' && (
        <p className="app-notice app-notice--error" role="alert">
          {ACCOUNT_MESSAGES.verificationLinkFailed}
        </p>
      )}
      {refusal && (
        <p className="app-notice app-notice--error" role="alert">
          {refusal.message}
        </p>
      )}
      <FormProvider {...form}>
        <form
          className="app-form"
          method="post"
          noValidate
          onSubmit={submitWith(form, async (values) => {
            if ((await signInWithEmail(values.email, values.password, deps)) === 'second-factor') setCodeStep(true);
          })}
        >
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete={embeddedIdentity ? 'email webauthn' : 'email'}
            required
            defaultValue={refusal?.email}
          />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
          <ControlledCheckbox
            id="stay-logged-in"
            name={STAY_LOGGED_IN_FIELD}
            label="Stay logged in"
            checked={stayLoggedIn}
            onChange={(checked) => {
              $stayLoggedIn.set(checked);
            }}
          />
          <div className="app-form__actions">
            <SubmitButton busy={busy}>Log in</SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                run(() => forgotPassword(form.getValues('email'), deps));
              }}
            >
              Forgot password
            </button>
          </div>
        </form>
      </FormProvider>
      {embeddedIdentity && (
        <div className="app-screen__alternative">
          <p className="muted">Or use a passkey saved on this device or your phone</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              run(async () => {
                if ((await signInWithPasskey(deps)) !== 'logged-in') setSuggestionsRound((round) => round + 1);
              });
            }}
          >
            Sign in with a passkey
          </button>
        </div>
      )}
      <div className="app-screen__alternative">
        <p className="muted">Or use your Google account</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            run(() => signInWithGoogle(deps));
          }}
        >
          Sign in with Google
        </button>
      </div>
      <p>
        New here? <AppLink to={ACCOUNT_ROUTES.register}>Create an account</AppLink>
      </p>
    </section>
  );
}
