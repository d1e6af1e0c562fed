/**
 * Who issues the tax invoices, per region, read from the environment (pure: takes it as a value): the
 * supplier's legal name, its tax number (an ABN in Australia, the GST number in New Zealand) and its
 * address, as a tax invoice must show them. The embedded defaults are the demo company's; a live shop
 * sets its own. A number failing its check stops the server with `Bad environment, set: VAR: why`.
 */
import { checkBusinessNumber, type BusinessNumberKind } from '../../schemas/business-number.ts';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import { defaultOf } from '../settings-table.ts';

/** One region's supplier as printed on its invoices. */
export interface InvoiceSupplier {
  legalName: string;
  /** Digits only; printed as the kind says (ABN, NZ GST number). */
  taxNumber: string;
  taxNumberKind: BusinessNumberKind;
  /** Lines of the postal address. */
  address: readonly string[];
  /** The IANA time zone the invoice's date is written in. */
  timeZone: string;
  /** BCP 47 locale of the invoice's text and date (en-NZ, en-AU). */
  locale: string;
}

export interface InvoiceSettings {
  nz: InvoiceSupplier;
  au: InvoiceSupplier;
}

/** The demo company's values: what the embedded defaults print. */
export const DEMO_INVOICE_ENVIRONMENT = {
  INVOICE_NZ_LEGAL_NAME: defaultOf('INVOICE_NZ_LEGAL_NAME'),
  INVOICE_NZ_GST_NUMBER: defaultOf('INVOICE_NZ_GST_NUMBER'),
  INVOICE_NZ_ADDRESS: defaultOf('INVOICE_NZ_ADDRESS'),
  INVOICE_AU_LEGAL_NAME: defaultOf('INVOICE_AU_LEGAL_NAME'),
  INVOICE_AU_ABN: defaultOf('INVOICE_AU_ABN'),
  INVOICE_AU_ADDRESS: defaultOf('INVOICE_AU_ADDRESS'),
} as const;

type InvoiceVariable = keyof typeof DEMO_INVOICE_ENVIRONMENT;

const text = (env: Environment, name: InvoiceVariable): string =>
  settingOf(env, name)?.trim() || DEMO_INVOICE_ENVIRONMENT[name];

/** Reads INVOICE_NZ_* and INVOICE_AU_*; each falls back to the demo company's value. */
export function invoiceSettings(env: Environment): InvoiceSettings {
  const problems: string[] = [];
  const supplier = (
    prefix: 'NZ' | 'AU',
    numberVariable: InvoiceVariable,
    kind: BusinessNumberKind,
    timeZone: string,
    locale: string,
  ): InvoiceSupplier => {
    const checked = checkBusinessNumber(text(env, numberVariable));
    if (!checked.ok || checked.kind !== kind) {
      problems.push(
        `${numberVariable}: must be ${kind === 'abn' ? 'an ABN (11 digits, e.g. 51 824 753 556)' : 'an NZ GST number (8 or 9 digits, e.g. 49-091-850)'} whose check digits are right`,
      );
    }
    const address = text(env, `INVOICE_${prefix}_ADDRESS`)
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean);
    return {
      legalName: text(env, `INVOICE_${prefix}_LEGAL_NAME`),
      taxNumber: checked.ok ? checked.digits : '',
      taxNumberKind: kind,
      address,
      timeZone,
      locale,
    };
  };
  const settings: InvoiceSettings = {
    nz: supplier('NZ', 'INVOICE_NZ_GST_NUMBER', 'nz-gst', 'Pacific/Auckland', 'en-NZ'),
    au: supplier('AU', 'INVOICE_AU_ABN', 'abn', 'Australia/Sydney', 'en-AU'),
  };
  if (problems.length > 0) throw badEnvironment(problems);
  return settings;
}
