/**
 * Completing registration for someone already signed in (after Google, docs/requirements.md#sign-in-with-google): the profile
 * (prefilled from their stored user, the email fixed to the signed-in one) and consent; no password.
 */
import { useStore } from '@nanostores/react';
import { FormProvider } from 'react-hook-form';
import { completeRegistration } from '../../features/account/flows.ts';
import { registrationDetailsSchema } from '../../features/account/schemas.ts';
import type { AuthUser } from '../../features/account/types.ts';
import { $user } from '../../lib/store/stores.ts';
import { useServices } from '../app-context.ts';
import { ConsentFields } from '../consent-fields.tsx';
import { submitWith, useSchemaForm } from '../forms.ts';
import { profileDefaults, ProfileFields } from '../profile-fields.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';

export function CompleteRegistrationForm({ authUser }: { authUser: AuthUser }) {
  const { deps } = useServices();
  const stored = useStore($user);
  const defaults = profileDefaults({ ...stored, email: authUser.email ?? stored?.email });
  const form = useSchemaForm(registrationDetailsSchema, {
    ...defaults,
    subscribeNewsletter: stored?.subscribeNewsletter ?? false,
  });

  return (
    <FormProvider {...form}>
      <form
        className="app-form"
        method="post"
        noValidate
        onSubmit={submitWith(form, (values) => completeRegistration(authUser, values, deps))}
      >
        <ProfileFields emailReadOnly={authUser.email !== undefined} />
        <ConsentFields />
        <div className="app-form__actions">
          <SubmitButton busy={form.formState.isSubmitting}>Complete registration</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
