/**
 * Change the password from the account screen: the current one, then the new one twice. Every other
 * session ends with it (the server does that); the sessions list is read again.
 */
import { FormProvider } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '../../../features/account/messages.ts';
import { PasswordChangeError, type SessionsClient } from '../../../features/account/adapters/http-sessions.ts';
import { showToast } from '../../../lib/toast/toast.ts';
import { changePasswordSchema, passwordChangeRefusal } from '../../change-password.ts';
import { submitWith, useSchemaForm } from '../../forms.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function ChangePasswordForm({ client, onChanged }: { client: SessionsClient; onChanged: () => void }) {
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', password: '', confirmPassword: '' });

  const save = async ({ currentPassword, password }: { currentPassword: string; password: string }) => {
    try {
      await client.changePassword(currentPassword, password);
    } catch (error) {
      const message =
        error instanceof PasswordChangeError
          ? passwordChangeRefusal(error.code, error.message)
          : ACCOUNT_MESSAGES.genericAuthError;
      showToast(message, { kind: 'error' });
      return;
    }
    form.reset();
    showToast(ACCOUNT_MESSAGES.passwordChanged, { kind: 'success' });
    onChanged();
  };

  return (
    <section className="app-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      <FormProvider {...form}>
        <form className="app-form" method="post" noValidate onSubmit={submitWith(form, save)}>
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={ACCOUNT_MESSAGES.passwordRule}
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
          />
          <div className="app-form__actions">
            <SubmitButton busy={form.formState.isSubmitting}>Change password</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
