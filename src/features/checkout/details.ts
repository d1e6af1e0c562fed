/**
 * The checkout's details step (docs/requirements.md#form-field-sets field sets, docs/requirements.md#validation rules): who receives the order and where
 * (the full "address" set), and the buying account with its billing address (the "short address"
 * set, or the delivery address). Pure: the form validates with these schemas, and `orderPayload`
 * turns valid details and the cart into the body of POST /api/web-orders. Prices in the payload are
 * claims only; the server prices every line again.
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from '../account/messages.ts';
import type { Address, ShortAddress } from '../../schemas/address.ts';
import { businessNumberSchema } from '../../schemas/business-number.ts';
import { addressFormSchema, shortAddressFormSchema } from '../account/schemas.ts';
import type { OrderPayload } from '../orders/payload.ts';
import type { CartLine, RegionCode, User } from '../../lib/store/types.ts';

/** The billing fields as typed (any text), checked as a short address only when the account is billed elsewhere. */
const billingInputSchema = z.custom<z.input<typeof shortAddressFormSchema>>(
  (value) =>
    typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string'),
);

/**
 * The details step. With `billToDelivery` ticked (the default) the account is billed at the delivery
 * address and the billing fields are ignored; unticked, they must be a complete short address
 * (line two optional, docs/requirements.md#validation), with each problem reported on its own field.
 */
export const checkoutDetailsSchema = z
  .object({
    /** The buying organisation (defaults to the delivery company). */
    account_name: z
      .string()
      .check(z.trim(), z.minLength(1, { error: M.required }), z.maxLength(200, { error: M.tooLong })),
    /** ABN, NZBN or NZ GST number; optional, checked as the server checks it, kept as its digits. */
    registered_business_no: z.optional(businessNumberSchema),
    /** Delivery address and recipient (docs/requirements.md#form-field-sets "address"). */
    delivery: addressFormSchema,
    billToDelivery: z.boolean(),
    billing: billingInputSchema,
  })
  .check(
    z.superRefine((values, context) => {
      if (values.billToDelivery) return;
      const billing = shortAddressFormSchema.safeParse(values.billing);
      for (const issue of billing.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] });
      }
    }),
  );

/** Valid details. */
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;
/** What the form holds while a person types. */
export type CheckoutFormValues = z.input<typeof checkoutDetailsSchema>;

const blankShortAddress = (): Required<CheckoutFormValues['billing']> => ({
  address_line_one: '',
  address_line_two: '',
  suburb: '',
  city: '',
  region: '',
  postcode: '',
  country: '',
});

/**
 * The form's starting values: the last details this person entered in this tab (`saved`), else what
 * their profile knows (name, company, phone, email, city, country).
 */
export function checkoutDefaults(user: User | undefined, saved?: CheckoutDetails): CheckoutFormValues {
  if (saved) {
    return {
      account_name: saved.account_name,
      registered_business_no: saved.registered_business_no ?? '',
      billToDelivery: saved.billToDelivery,
      delivery: { ...saved.delivery, address_line_two: saved.delivery.address_line_two ?? '' },
      billing: { ...saved.billing, address_line_two: saved.billing.address_line_two ?? '' },
    };
  }
  const value = (text: string | undefined): string => text?.trim() ?? '';
  return {
    account_name: value(user?.companyName),
    registered_business_no: '',
    billToDelivery: true,
    delivery: {
      ...blankShortAddress(),
      first_name: value(user?.first_name),
      last_name: value(user?.last_name),
      companyName: value(user?.companyName),
      phone: value(user?.phone ?? user?.mobilephone),
      email: value(user?.email),
      city: value(user?.city),
      country: value(user?.country),
    },
    billing: blankShortAddress(),
  };
}

/** The postal part of an address, without an empty line two. */
function shortAddressOf(address: ShortAddress): ShortAddress {
  const short: ShortAddress = {
    address_line_one: address.address_line_one,
    suburb: address.suburb,
    city: address.city,
    region: address.region,
    postcode: address.postcode,
    country: address.country,
  };
  return address.address_line_two ? { ...short, address_line_two: address.address_line_two } : short;
}

/** The address the account is billed at (the billing fields were checked when billToDelivery is off). */
export const billingAddressOf = (details: CheckoutDetails): ShortAddress =>
  shortAddressOf(details.billToDelivery ? details.delivery : shortAddressFormSchema.parse(details.billing));

/** The delivery address with its recipient, as the order carries it. */
function deliveryAddressOf(details: CheckoutDetails): Address {
  const { first_name, last_name, companyName, phone, email } = details.delivery;
  return { ...shortAddressOf(details.delivery), first_name, last_name, companyName, phone, email };
}

/**
 * The body of POST /api/web-orders (docs/requirements.md#web-order, docs/requirements.md#calls): the signed-in contact, the account,
 * the delivery address and one line per cart line (its catalogue price id and the amount shown).
 */
export function orderPayload(
  lines: readonly CartLine[],
  details: CheckoutDetails,
  contactId: string,
  region: RegionCode,
): OrderPayload {
  const businessNumber = details.registered_business_no;
  return {
    contact: { contact_id: contactId },
    account: {
      account_name: details.account_name,
      address: billingAddressOf(details),
      ...(businessNumber ? { registered_business_no: businessNumber } : {}),
    },
    shipping_address: deliveryAddressOf(details),
    line_items: lines.map((line) => ({
      lineitem_id: line.lineitem_id,
      product: { product_id: line.product.product_id },
      price: { price_id: line.price.price_id, currency: line.price.currency, amount: line.price.amount },
      quantity: line.quantity,
    })),
    region,
  };
}
