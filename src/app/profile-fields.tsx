/**
 * The profile field set of docs/requirements.md#form-field-sets as form inputs, shared by registration and the details page:
 * labels, input types and autocomplete tokens (so browsers fill them), every field required (docs/requirements.md#validation).
 */
import type { ProfileValues } from '../features/account/schemas.ts';
import { TextField } from './ui/TextField.tsx';

interface ProfileField {
  name: keyof ProfileValues;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
}

/** The fields in the order a person fills them. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { name: 'job_title', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/**
 * The profile inputs of the surrounding form. `emailReadOnly`: the address is the signed-in identity's
 * and cannot be changed here (the flows keep the signed-in one anyway).
 */
export function ProfileFields({ emailReadOnly = false }: { emailReadOnly?: boolean }) {
  return (
    <div className="app-form__grid">
      {PROFILE_FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          required
          readOnly={field.name === 'email' && emailReadOnly}
          hint={field.name === 'email' && emailReadOnly ? 'The email address you signed in with.' : undefined}
        />
      ))}
    </div>
  );
}

/** Form defaults from a stored user (blank where the user has nothing yet). */
export function profileDefaults(
  user: Partial<Record<keyof ProfileValues, string | undefined>> | undefined,
): ProfileValues {
  const value = (name: keyof ProfileValues): string => user?.[name] ?? '';
  return {
    first_name: value('first_name'),
    last_name: value('last_name'),
    email: value('email'),
    phone: value('phone'),
    companyName: value('companyName'),
    job_title: value('job_title'),
    city: value('city'),
    country: value('country'),
  };
}
