/**
 * The login screen's second step when the account has a second factor: the 6-digit code from the
 * authenticator app, or one of the recovery codes (each works once). A wrong code is refused with a
 * message and counts toward the account's lockout (the server's); an expired step goes back to the
 * password.
 */
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { finishSignInWithCode } from '../../features/account/flows.ts';
import { ACCOUNT_MESSAGES } from '../../features/account/messages.ts';
import { useServices } from '../app-context.ts';
import { submitWith, useSchemaForm } from '../forms.ts';
import { appCodeSchema, recoveryCodeSchema } from '../second-factor.ts';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';

export function SecondFactorStep({ onExpired }: { onExpired: () => void }) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  return kind === 'app' ? (
    <CodeForm key="app" kind="app" onExpired={onExpired} onSwitch={() => setKind('recovery')} />
  ) : (
    <CodeForm key="recovery" kind="recovery" onExpired={onExpired} onSwitch={() => setKind('app')} />
  );
}

function CodeForm({
  kind,
  onExpired,
  onSwitch,
}: {
  kind: 'app' | 'recovery';
  onExpired: () => void;
  onSwitch: () => void;
}) {
  const { deps } = useServices();
  const form = useSchemaForm(kind === 'app' ? appCodeSchema : recoveryCodeSchema, { code: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const verify = async ({ code }: { code: string }) => {
    const outcome = await finishSignInWithCode(code, kind, deps);
    if (outcome === 'expired') onExpired();
    else if (outcome === 'failed') form.setValue('code', '');
  };

  return (
    <section className="app-section" aria-labelledby="code-step-heading">
      <h2 id="code-step-heading" ref={heading} tabIndex={-1}>
        Two-step verification
      </h2>
      <p>{kind === 'app' ? ACCOUNT_MESSAGES.codeNeeded : 'Enter one of your recovery codes. Each one works once.'}</p>
      <FormProvider {...form}>
        <form className="app-form" method="post" noValidate onSubmit={submitWith(form, verify)}>
          {kind === 'app' ? (
            <TextField
              name="code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
          ) : (
            <TextField name="code" label="Recovery code" autoComplete="off" required />
          )}
          <div className="app-form__actions">
            <SubmitButton busy={form.formState.isSubmitting}>Verify</SubmitButton>
            <button type="button" className="button button--secondary" onClick={onSwitch}>
              {kind === 'app' ? 'Use a recovery code instead' : 'Use a code from your app instead'}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
