/** /app/reset-password/?token=…: choose a new password from a reset link, then log in. */
import { FormProvider } from 'react-hook-form';
import { errorCode } from '../../features/account/auth-errors.ts';
import { ACCOUNT_MESSAGES } from '../../features/account/messages.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { useServices } from '../app-context.ts';
import { submitWith, useSchemaForm } from '../forms.ts';
import { newPasswordSchema, PASSWORD_CHANGED, RESET_LINK_INVALID, resetTokenOf } from '../reset-password.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';

export default function ResetPasswordScreen() {
  const { deps, identity } = useServices();
  const token = resetTokenOf(window.location.search);
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });

  const save = async ({ password }: { password: string }) => {
    try {
      await identity.resetPassword(token ?? '', password);
    } catch (error) {
      const code = errorCode(error)?.toUpperCase() ?? '';
      deps.toast(
        code.includes('TOKEN') || code.includes('CODE') ? RESET_LINK_INVALID : ACCOUNT_MESSAGES.genericAuthError,
        'error',
      );
      return;
    }
    deps.toast(PASSWORD_CHANGED, 'success');
    deps.navigate(ACCOUNT_ROUTES.app);
  };

  return (
    <section className="app-screen app-screen--narrow">
      <ScreenHeading>Choose a new password</ScreenHeading>
      {token ? (
        <FormProvider {...form}>
          <form className="app-form" method="post" noValidate onSubmit={submitWith(form, save)}>
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
              <SubmitButton busy={form.formState.isSubmitting}>Set new password</SubmitButton>
            </div>
          </form>
        </FormProvider>
      ) : (
        <p>{RESET_LINK_INVALID}</p>
      )}
      <p>
        <AppLink to={ACCOUNT_ROUTES.app}>Back to login</AppLink>
      </p>
    </section>
  );
}
