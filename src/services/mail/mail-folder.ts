/**
 * The embedded mail adapter, a development aid: each mail becomes `<time>-<kind>-<id>.json` (for tests
 * and tools) and a matching `.eml` (the same multipart message an SMTP server would get; opens in any
 * mail client) in the mail folder, plus one server-log line naming the mail's file, so a developer can
 * open it to verify an address or reset a password without a mail server. The log never holds the link
 * (its token may carry the address) nor the recipient: whoever reads the log cannot follow someone else's link.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SENDER, mimeOptions, type Sender } from './compose.ts';
import { MAIL_KINDS, type MailMessage, type MailPort, type SentMail } from './port.ts';

export interface MailFolderOptions {
  /** The mail folder, created when missing (the server uses `${DATA_DIR}/outbox`). */
  directory: string;
  /** The sender shown in the .eml files. */
  from?: Sender | undefined;
  /** Where the one line per mail goes; the server log by default, a no-op in tests. */
  log?: ((line: string) => void) | undefined;
}

const sentMailSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  link: z.string().optional(),
  key: z.string().optional(),
});

/** A mail port writing into `options.directory`. */
export function createMailFolder(options: MailFolderOptions): MailPort {
  const from = options.from ?? DEFAULT_SENDER;
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    name: 'outbox',
    async send(message: MailMessage): Promise<SentMail> {
      const mail: SentMail = { ...message, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
      const base = join(options.directory, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}`);
      // nodemailer's composer is loaded with the first mail, not with the server.
      const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
      const eml = await new MailComposer({ ...mimeOptions(mail, from), date: new Date(mail.sentAt) }).compile().build();
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      await writeFile(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await writeFile(`${base}.eml`, eml, { mode: 0o600 });
      // Neither the recipient, the subject (it may name the sender of a form) nor the link (a verification
      // or reset token, which may carry the address): the file holds them.
      log(`[mail] ${mail.kind} written to ${base}.eml`);
      return mail;
    },
  };
}

/** Every mail in the mail folder, oldest first (tests, e2e tests and tools read mails this way). */
export async function readMailFolder(directory: string): Promise<SentMail[]> {
  const names = await readdir(directory).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (name) => sentMailSchema.parse(JSON.parse(await readFile(join(directory, name), 'utf8')))),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
