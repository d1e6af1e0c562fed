/**
 * The embedded mail adapter: each mail becomes `<time>-<kind>-<id>.json` (for tests and tools) and a
 * matching `.eml` (opens in any mail client) in the outbox folder, plus one server-log line with the
 * link, so a developer can verify an address or reset a password without a mail server.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { MailMessage, MailPort, SentMail } from './port.ts';

export interface OutboxOptions {
  /** The outbox folder, created when missing (the server uses `${DATA_DIR}/outbox`). */
  directory: string;
  /** The sender shown in the .eml files. */
  from?: string | undefined;
  /** Where the one line per mail goes; the server log by default, a no-op in tests. */
  log?: ((line: string) => void) | undefined;
}

const sentMailSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  kind: z.enum(['verify-email', 'reset-password', 'order-confirmation', 'notice']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  link: z.string().optional(),
});

/** A header value in RFC 2047 form when it is not plain ASCII. */
const headerText = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

function toEml(mail: SentMail, from: string): string {
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${new Date(mail.sentAt).toUTCString()}`,
    `Message-ID: <${mail.id}@outbox.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** A mail port writing into `options.directory`. */
export function createOutbox(options: OutboxOptions): MailPort {
  const from = options.from ?? 'Tasman CAD <no-reply@tasmancad.example>';
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const mail: SentMail = { ...message, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
      const base = join(options.directory, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}`);
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      await writeFile(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await writeFile(`${base}.eml`, toEml(mail, from), { mode: 0o600 });
      log(`[mail] ${mail.kind} to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
      return mail;
    },
  };
}

/** Every mail in the outbox folder, oldest first (tests, e2e tests and tools read mails this way). */
export async function readOutbox(directory: string): Promise<SentMail[]> {
  const names = await readdir(directory).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(files.map(async (name) => sentMailSchema.parse(JSON.parse(await readFile(join(directory, name), 'utf8')))));
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
