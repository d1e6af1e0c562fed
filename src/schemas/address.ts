/**
 * The address field sets of docs/requirements.md#form-field-sets, with the rule of docs/requirements.md#validation (line two optional, every other field
 * required). One declaration, worded per reader: `addressSchema`/`shortAddressSchema` speak the API's
 * words; forms build theirs with `addressSchemaWith(their messages)`, so both refuse the same input.
 */
import * as z from 'zod/mini';
import { API_MESSAGES, optionalText, requiredEmail, requiredText, type FieldMessages } from './text.ts';

/** Short address (docs/requirements.md#form-field-sets): where an account is billed. */
export const shortAddressSchemaWith = (messages: FieldMessages) =>
  z.object({
    /** Street number and name. */
    address_line_one: requiredText(messages, 'Address line one'),
    /** Unit, floor or PO box: the one optional line. */
    address_line_two: optionalText(messages, 'Address line two'),
    /** Suburb or locality. */
    suburb: requiredText(messages, 'Suburb'),
    /** Town or city. */
    city: requiredText(messages, 'City'),
    /** State (AU) or region (NZ). */
    region: requiredText(messages, 'Region'),
    /** Postcode, as written locally. */
    postcode: requiredText(messages, 'Postcode', 20),
    /** Country name. */
    country: requiredText(messages, 'Country', 100),
  });

/** Address (docs/requirements.md#form-field-sets): the short address plus who receives there. */
export const addressSchemaWith = (messages: FieldMessages) =>
  z.extend(shortAddressSchemaWith(messages), {
    /** Recipient's given name. */
    first_name: requiredText(messages, 'First name'),
    /** Recipient's family name. */
    last_name: requiredText(messages, 'Last name'),
    /** Recipient's organisation. */
    companyName: requiredText(messages, 'Company name'),
    /** Recipient's phone, for the courier. */
    phone: requiredText(messages, 'Phone', 50),
    /** Recipient's email, for delivery notices. */
    email: requiredEmail(messages, 'Email'),
  });

/** Short address, as the API checks it. */
export const shortAddressSchema = shortAddressSchemaWith(API_MESSAGES);
/** Address, as the API checks it. */
export const addressSchema = addressSchemaWith(API_MESSAGES);

/**
 * An address as a stored order holds it: the recipient is optional because orders stored before the
 * recipient fields existed lack them; every new order is checked with `addressSchema`.
 */
export const storedAddressSchema = z.partial(addressSchema, {
  first_name: true,
  last_name: true,
  companyName: true,
  phone: true,
  email: true,
});

export type ShortAddress = z.infer<typeof shortAddressSchema>;
export type Address = z.infer<typeof addressSchema>;
export type StoredAddress = z.infer<typeof storedAddressSchema>;
