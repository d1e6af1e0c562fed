/**
 * /app/details: edit the profile (docs/requirements.md#form-field-sets profile field set). Saved to the user document, then the
 * store; 'Error updating changes' when saving fails (docs/requirements.md#messages). The email is the signed-in one.
 */
import { useStore } from '@nanostores/react';
import { FormProvider } from 'react-hook-form';
import { updateProfile } from '../../features/account/flows.ts';
import { ACCOUNT_MESSAGES } from '../../features/account/messages.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { profileSchema, type ProfileValues } from '../../features/account/schemas.ts';
import { $user } from '../../lib/store/stores.ts';
import { useServices } from '../app-context.ts';
import { submitWith, useSchemaForm } from '../forms.ts';
import { profileDefaults, ProfileFields } from '../profile-fields.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';

export default function DetailsScreen() {
  const { deps } = useServices();
  const user = useStore($user);
  const form = useSchemaForm(profileSchema, profileDefaults(user));

  const save = async (values: ProfileValues) => {
    const uid = user?.uid ?? user?.contact_id;
    if (!user || !uid) {
      deps.toast(ACCOUNT_MESSAGES.updateFailed, 'error');
      return;
    }
    if ((await updateProfile({ ...user, uid }, values, deps)) === 'saved') form.reset(values);
  };

  return (
    <section className="app-screen">
      <ScreenHeading>Your details</ScreenHeading>
      <FormProvider {...form}>
        <form className="app-form" method="post" noValidate onSubmit={submitWith(form, save)}>
          <ProfileFields emailReadOnly />
          <div className="app-form__actions">
            <SubmitButton busy={form.formState.isSubmitting}>Save changes</SubmitButton>
            <AppLink to={ACCOUNT_ROUTES.account} className="button button--secondary">
              Back to your account
            </AppLink>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
