import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailFolder, readMailFolder } from '../../src/services/mail/mail-folder.ts';
import type { MailMessage } from '../../src/services/mail/port.ts';
import { renderMail } from '../../src/services/mail/render.ts';
import { createSmtpMail, SmtpError } from '../../src/services/mail/smtp.ts';
import { startSmtpStandIn, SMTP_PASSWORD, type SmtpStandIn } from './smtp-stand-in.ts';

/**
 * The SMTP adapter against a real SMTP server on loopback (smtp-server: AUTH over a plain connection,
 * no TLS), and the mail folder's .eml built by the same MIME composition.
 */

const from = { name: 'Tasman CAD Shop', address: 'orders@tasmancad.example' };
const link = 'https://shop.example/api/auth/verify-email?token=abc.def&callbackURL=%2F';
const message: MailMessage = {
  kind: 'verify-email',
  to: 'ann@example.com',
  subject: 'Verify your email address for Tasman CAD',
  link,
  key: 'order-confirmation.WO-ABCD1234',
  ...renderMail(
    { greeting: 'Hello Ann <script>,', intro: ['Please confirm.'], action: { label: 'Verify', url: link } },
    'https://shop.example',
  ),
};

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp.close();
});

describe('the SMTP mail adapter', () => {
  it('delivers a multipart mail (text + HTML) from MAIL_FROM with the link, its key as Message-ID, and logs nothing', async () => {
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    const sent = await createSmtpMail({ url: smtp.url, from }).send(message);
    const logged = logs.flatMap((spy) => spy.mock.calls.flat().map(String));
    logs.forEach((spy) => spy.mockRestore());
    expect(logged.filter((line) => line.includes('token='))).toEqual([]);

    const [mail] = await smtp.waitFor((received) => received.recipients.includes('ann@example.com'));
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Tasman CAD Shop', address: 'orders@tasmancad.example' }]);
    expect(mail?.parsed.subject).toBe('Verify your email address for Tasman CAD');
    expect(mail?.parsed.messageId).toBe('<order-confirmation.WO-ABCD1234@tasmancad.example>');
    expect(sent.id).toBe('<order-confirmation.WO-ABCD1234@tasmancad.example>');
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.parsed.text).toContain(link);
    expect(mail?.parsed.text).toContain('Tasman CAD');
    expect(mail?.parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    // Visitor text is escaped in the HTML part.
    expect(mail?.parsed.html).toContain('Hello Ann &lt;script&gt;,');
  });

  it('refuses a rejected recipient as permanent, an unreachable server as worth retrying', async () => {
    smtp.refuse.add('gone@example.com');
    const refused = await createSmtpMail({ url: smtp.url, from })
      .send({ ...message, to: 'gone@example.com' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmtpError);
    expect(refused).toMatchObject({ permanent: true, message: expect.stringContaining('550') as unknown });

    const closed = new URL(smtp.url);
    closed.port = '1';
    const unreachable = await createSmtpMail({ url: closed.href, from, connectTimeoutMs: 1_000 })
      .send(message)
      .catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ permanent: false });
    expect(String(unreachable)).not.toContain(SMTP_PASSWORD);
  });

  it('fails (worth retrying) with a wrong password', async () => {
    const wrong = new URL(smtp.url);
    wrong.password = 'nope';
    const error = await createSmtpMail({ url: wrong.href, from })
      .send(message)
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ permanent: false, message: expect.stringContaining('535') as unknown });
  });
});

describe('the mail folder', () => {
  const directory = join('test-results', 'unit-data', `mail-outbox-${crypto.randomUUID()}`);
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('keeps the mail as JSON and as the same multipart .eml, and logs which file, never its link or recipient', async () => {
    const log = vi.fn();
    await createMailFolder({ directory, from, log }).send(message);
    const [eml] = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
    expect(log).toHaveBeenCalledExactlyOnceWith(`[mail] verify-email written to ${join(directory, eml ?? '')}`);
    const [stored] = await readMailFolder(directory);
    expect(stored).toMatchObject({ kind: 'verify-email', to: 'ann@example.com', link, key: message.key });
    const parsed = await simpleParser(await readFile(join(directory, eml ?? '')));
    expect(parsed.from?.value).toEqual([from]);
    expect(parsed.messageId).toBe('<order-confirmation.WO-ABCD1234@tasmancad.example>');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain('Tasman CAD');
  });
});
