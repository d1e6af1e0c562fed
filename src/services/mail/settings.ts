/**
 * How the server sends mail, read from the environment (pure: takes it as a value): SMTP_URL (unset: the
 * mail folder), SMTP_CA_FILE (a PEM file of the CA the mail server's TLS certificate is checked against,
 * besides the system's; for a company CA or a test CA), MAIL_FROM, and STAFF_EMAIL, the people told of every new order, contact and enquiry.
 * A bad value throws `Bad environment, set: VAR: why`, never echoing SMTP_URL (it holds a password).
 */
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import type { SettingName } from '../settings-table.ts';
import { once } from '../lazy.ts';
import { DEFAULT_SENDER, type Sender } from './compose.ts';
import { createMailFolder } from './mail-folder.ts';
import type { MailPort } from './port.ts';

export interface MailSettings {
  /** The mail folder under DATA_DIR (development), or an SMTP server. */
  transport: { kind: 'outbox' } | { kind: 'smtp'; url: string; caFile?: string | undefined };
  /** Who mails come from (MAIL_FROM). */
  from: Sender;
  /** Who hears of new orders, contacts and form submissions (STAFF_EMAIL); empty: nobody. */
  staff: readonly string[];
}

const SMTP_EXAMPLE = 'smtp://user:password@mail.example.com:587 (or smtps://…:465 for TLS from the first byte)';

function smtpUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `must be a URL such as ${SMTP_EXAMPLE}`;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `must start with smtp:// or smtps://, e.g. ${SMTP_EXAMPLE}`;
  if (!url.hostname) return `names no host; e.g. ${SMTP_EXAMPLE}`;
  return undefined;
}

/** `Name <address>` or a bare address. */
function parseSender(raw: string): Sender | undefined {
  const match = /^\s*(?:"?([^"<]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(raw);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) return undefined;
  return { name: match?.[1]?.trim() || DEFAULT_SENDER.name, address };
}

const text = (env: Environment, name: SettingName): string | undefined => settingOf(env, name)?.trim() || undefined;

/** Reads SMTP_URL, MAIL_FROM and STAFF_EMAIL; STAFF_EMAIL is required with SMTP_URL, so an enquiry always reaches a person. */
export function mailSettings(env: Environment): MailSettings {
  const problems: string[] = [];
  const smtpUrl = text(env, 'SMTP_URL');
  const urlProblem = smtpUrl ? smtpUrlProblem(smtpUrl) : undefined;
  if (urlProblem) problems.push(`SMTP_URL: ${urlProblem}`);

  const fromText = text(env, 'MAIL_FROM');
  const from = fromText ? parseSender(fromText) : DEFAULT_SENDER;
  if (!from)
    problems.push(
      'MAIL_FROM: must be an address, or a name and an address such as "Tasman CAD <orders@tasmancad.example>"',
    );

  const staff = (text(env, 'STAFF_EMAIL') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const badStaff = staff.filter((address) => !z.email().safeParse(address).success);
  if (badStaff.length > 0)
    problems.push(`STAFF_EMAIL: not an email address: ${badStaff.join(', ')} (separate several with commas)`);
  else if (smtpUrl && staff.length === 0)
    problems.push('STAFF_EMAIL: required with SMTP_URL: new orders, contacts and enquiries must reach a person');

  const caFile = text(env, 'SMTP_CA_FILE');
  if (caFile && !smtpUrl)
    problems.push(
      'SMTP_CA_FILE: only means something with SMTP_URL (the CA its server’s TLS certificate is checked against)',
    );

  if (problems.length > 0 || !from) throw badEnvironment(problems);
  return {
    transport: smtpUrl ? { kind: 'smtp', url: smtpUrl, ...(caFile ? { caFile } : {}) } : { kind: 'outbox' },
    from,
    staff,
  };
}

/** The mail folder (DATA_DIR/outbox) or an SMTP server (its CA file absolute); the sender; who is told of orders, contacts, enquiries. */
export type MailConfiguration = (
  { kind: 'outbox'; directory: string } | { kind: 'smtp'; url: string; caFile?: string | undefined }
) &
  Omit<MailSettings, 'transport'>;

/** {@link mailSettings} with the mail folder under `dataDir`. */
export function mailConfiguration(env: Environment, dataDir: string): MailConfiguration {
  const { transport, from, staff } = mailSettings(env);
  const where =
    transport.kind === 'smtp'
      ? { ...transport, caFile: transport.caFile && resolve(transport.caFile) }
      : { kind: 'outbox' as const, directory: join(dataDir, 'outbox') };
  return { ...where, from, staff };
}

/**
 * The mail adapter of `config`: SMTP (nodemailer's transport, imported only then), else the outbox
 * folder. `ready` builds it now, so a bad SMTP_CA_FILE stops a start instead of a first delivery.
 */
export function createMail(config: MailConfiguration): { port: MailPort; ready: () => Promise<unknown> } {
  if (config.kind === 'outbox') {
    const port = createMailFolder({ directory: config.directory, from: config.from });
    return { port, ready: () => Promise.resolve(port) };
  }
  const { url, from, caFile } = config;
  const smtp = once(async () => (await import('./smtp.ts')).createSmtpMail({ url, from, caFile }));
  return { port: { name: 'smtp', send: async (message) => (await smtp()).send(message) }, ready: smtp };
}
