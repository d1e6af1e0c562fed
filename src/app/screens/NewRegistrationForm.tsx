/**
 * Email registration (the registration field set of docs/requirements.md#form-field-sets; docs/requirements.md#registration): profile, password,
 * confirmation and consent. The profile goes with the new account (the verification mail greets the
 * user by first name).
 */
import { FormProvider } from 'react-hook-form';
import { registerWithEmail } from '../../features/account/flows.ts';
import { ACCOUNT_MESSAGES } from '../../features/account/messages.ts';
import { registrationSchema, type RegistrationValues } from '../../features/account/schemas.ts';
import { useServices } from '../app-context.ts';
import { ConsentFields } from '../consent-fields.tsx';
import { submitWith, useSchemaForm } from '../forms.ts';
import { profileDefaults, ProfileFields } from '../profile-fields.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';

export function NewRegistrationForm({ busy: otherBusy }: { busy: boolean }) {
  const { deps } = useServices();
  const form = useSchemaForm(registrationSchema, {
    ...profileDefaults(undefined),
    password: '',
    confirmPassword: '',
    subscribeNewsletter: false,
  });
  const busy = otherBusy || form.formState.isSubmitting;
  const register = (values: RegistrationValues) => registerWithEmail(values, deps);

  return (
    <FormProvider {...form}>
      <form className="app-form" method="post" noValidate onSubmit={submitWith(form, register)}>
        <ProfileFields />
        <div className="app-form__grid">
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={ACCOUNT_MESSAGES.passwordRule}
          />
          <TextField
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
        <ConsentFields />
        <div className="app-form__actions">
          <SubmitButton busy={busy}>Create account</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
