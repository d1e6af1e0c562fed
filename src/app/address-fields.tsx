/**
 * The address field sets of docs/requirements.md#form-field-sets as inputs of the surrounding form, under a name prefix
 * (`delivery.city`): the recipient (full "address" set) and the postal part (the "short address").
 * Labels and autocomplete tokens let browsers fill them; line two is the only optional field (docs/requirements.md#validation).
 */
import { TextField } from './ui/TextField.tsx';

interface AddressField {
  name: string;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  optional?: boolean;
}

const RECIPIENT_FIELDS: readonly AddressField[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

const POSTAL_FIELDS: readonly AddressField[] = [
  { name: 'address_line_one', label: 'Address line one', autoComplete: 'address-line1' },
  { name: 'address_line_two', label: 'Address line two', autoComplete: 'address-line2', optional: true },
  { name: 'suburb', label: 'Suburb', autoComplete: 'address-level3' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'region', label: 'Region or state', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/**
 * The inputs of one address. `section` prefixes the autocomplete tokens (`section-billing`) so a
 * browser fills the delivery and billing addresses separately.
 */
export function AddressFields({
  prefix,
  withRecipient,
  section,
}: {
  prefix: string;
  withRecipient: boolean;
  section: string;
}) {
  const fields = withRecipient ? [...RECIPIENT_FIELDS, ...POSTAL_FIELDS] : POSTAL_FIELDS;
  return (
    <div className="app-form__grid">
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={`${prefix}.${field.name}`}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete={`section-${section} ${field.autoComplete}`}
          required={!field.optional}
        />
      ))}
    </div>
  );
}
