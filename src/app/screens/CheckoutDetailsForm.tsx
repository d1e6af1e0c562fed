/**
 * The checkout's details form (docs/requirements.md#form-field-sets address field sets, docs/requirements.md#validation rules, react-hook-form + zod): who
 * receives the order and where, and the buying account. Valid details are kept for this tab and the
 * review (/app/web-order) follows. Its own chunk (CheckoutScreen loads it when the cart has lines and
 * the buyer may order), so an empty checkout does not load the form library.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { checkoutDefaults, checkoutDetailsSchema, type CheckoutDetails } from '../../features/checkout/details.ts';
import { readSavedCheckout, saveCheckoutDetails } from '../../features/checkout/saved-checkout.ts';
import { readTypedValues, saveTypedValues, withTypedValues } from '../../features/checkout/typed-values.ts';
import { $user } from '../../lib/store/stores.ts';
import { AddressFields } from '../address-fields.tsx';
import { submitWith, useSchemaForm } from '../forms.ts';
import { navigate } from '../router.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { CheckboxField } from '../ui/CheckboxField.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';

export default function CheckoutDetailsForm() {
  const user = useStore($user);
  const [saved] = useState(() => readSavedCheckout());
  const [typed] = useState(() => readTypedValues());
  const form = useSchemaForm(checkoutDetailsSchema, withTypedValues(checkoutDefaults(user, saved?.details), typed));
  const billToDelivery = form.watch('billToDelivery');
  // Keep every keystroke for this tab, so a reload does not wipe a half-typed address.
  useEffect(() => {
    const subscription = form.watch((values) => saveTypedValues(values));
    return () => subscription.unsubscribe();
  }, [form]);

  const review = (details: CheckoutDetails) => {
    saveCheckoutDetails(details);
    navigate(ACCOUNT_ROUTES.webOrder);
  };

  return (
    <FormProvider {...form}>
      <form className="app-form" method="post" noValidate onSubmit={submitWith(form, review)}>
        <fieldset className="app-fieldset">
          <legend>Delivery</legend>
          <AddressFields prefix="delivery" withRecipient section="delivery" />
        </fieldset>
        <fieldset className="app-fieldset">
          <legend>Account and billing</legend>
          <div className="app-form__grid">
            <TextField name="account_name" label="Account name" autoComplete="organization" required />
            <TextField
              name="registered_business_no"
              label="Registered business number (ABN, NZBN or NZ GST number)"
              hint="Optional. It is printed on your tax invoice."
            />
          </div>
          <CheckboxField name="billToDelivery" label="Bill to the delivery address" />
          {!billToDelivery && <AddressFields prefix="billing" withRecipient={false} section="billing" />}
        </fieldset>
        <div className="app-form__actions">
          <SubmitButton busy={form.formState.isSubmitting}>Review order</SubmitButton>
          <AppLink to={ACCOUNT_ROUTES.cart}>Back to your cart</AppLink>
        </div>
      </form>
    </FormProvider>
  );
}
