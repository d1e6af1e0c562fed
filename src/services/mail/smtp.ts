/**
 * The SMTP adapter of the mail port (nodemailer): SMTP_URL names the server (`smtp://user:pass@host:587`
 * upgrades with STARTTLS when the server offers it, `smtps://…:465` is TLS from the first byte), MAIL_FROM
 * the sender. The server's TLS certificate is always checked, against Node's CAs (NODE_EXTRA_CA_CERTS
 * included) plus SMTP_CA_FILE (`caFile`); an untrusted one fails the delivery with a one-line reason
 * naming that setting, and the outbox retries it. It logs nothing about a mail: links in verification and
 * reset mails are secrets.
 * A failure throws an SmtpError that says whether retrying can help (a 5xx refusal of the recipient
 * cannot; a timeout, a refused connection or a 4xx can), for the outbox worker.
 */
import { readFileSync } from 'node:fs';
import { getCACertificates } from 'node:tls';
import { createTransport } from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import { z } from 'zod';
import { DeliveryError } from '../vendor-answer.ts';
import { mimeOptions, type Sender } from './compose.ts';
import type { MailMessage, MailPort, SentMail } from './port.ts';

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials, host and port. */
  url: string;
  from: Sender;
  /** A PEM file of CAs trusted for the server's certificate besides the system's (SMTP_CA_FILE). */
  caFile?: string | undefined;
  /** How long to wait for the connection and the greeting (ms). */
  connectTimeoutMs?: number | undefined;
  /** How long a silent connection is kept (ms). */
  socketTimeoutMs?: number | undefined;
}

/** Why a mail was not sent, and whether sending it again later can work. */
export class SmtpError extends DeliveryError {}

/** What the server answered, as far as the adapter reads it. */
const sentInfoSchema = z.object({
  messageId: z.string(),
  accepted: z.array(z.unknown()),
  rejected: z.array(z.unknown()),
});
/** What nodemailer's errors carry besides the message. */
const smtpFailureSchema = z.object({
  code: z.string().optional(),
  responseCode: z.number().optional(),
  response: z.string().optional(),
});
const tlsFailureSchema = z.object({ code: z.string().optional(), originalCode: z.string().optional() });

/** OpenSSL's and Node's codes for a certificate chain or name the client does not accept. */
const UNTRUSTED_CERTIFICATE = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** The TLS verification code behind a failure, if a certificate was the reason (nodemailer moves it to `originalCode`). */
function untrustedCertificate(error: unknown): string | undefined {
  const failure = tlsFailureSchema.safeParse(error).data;
  return [failure?.originalCode, failure?.code].find((code) => code !== undefined && UNTRUSTED_CERTIFICATE.has(code));
}

/** Replies meaning "this mail, as addressed, will never be taken": the recipient or the message was refused. */
const PERMANENT_REPLIES = new Set([501, 550, 551, 552, 553, 554]);

function smtpError(error: unknown, host: string): SmtpError {
  const certificate = untrustedCertificate(error);
  if (certificate) {
    // Node's own hint after the ';' (--use-system-ca) is not how this server is configured.
    const why = (error instanceof Error ? error.message : certificate).split(';')[0];
    // No `cause`: the server log's one-line reason (log-failure.ts) would show the cause's message instead of this one.
    return new SmtpError(
      `SMTP: the TLS certificate of ${host} is not trusted (${certificate}: ${why}); trust its CA with SMTP_CA_FILE`,
      false,
    );
  }
  const failure = smtpFailureSchema.safeParse(error).data ?? {};
  const message = error instanceof Error ? error.message : String(error);
  const code = failure.responseCode;
  const said = [failure.code, code].filter(Boolean).join(' ');
  return new SmtpError(
    `SMTP: ${message}${said ? ` (${said})` : ''}`,
    code !== undefined && PERMANENT_REPLIES.has(code),
    { cause: error },
  );
}

/**
 * nodemailer's transport settings from an smtp:// or smtps:// URL (checked by mail/settings.ts), with
 * timeouts short enough that a stuck server fails a delivery well inside the outbox worker's lease.
 */
export function smtpTransportOptions(options: SmtpOptions): SMTPTransportOptions {
  const url = new URL(options.url);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: options.connectTimeoutMs ?? 10_000,
    greetingTimeout: options.connectTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
    // STARTTLS whenever the server offers it; the certificate is checked either way (a failed check ends the delivery, never falls back to plain text).
    tls: {
      rejectUnauthorized: true,
      ...(options.caFile ? { ca: [...getCACertificates('default'), readCa(options.caFile)] } : {}),
    },
  };
}

function readCa(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `SMTP_CA_FILE: cannot read ${file} (${tlsFailureSchema.safeParse(error).data?.code ?? String(error)})`,
      { cause: error },
    );
  }
}

/** A mail port that hands every mail to the SMTP server of `options.url`. */
export function createSmtpMail(options: SmtpOptions): MailPort {
  const transport = createTransport(smtpTransportOptions(options));
  const host = new URL(options.url).host;
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      let info: z.infer<typeof sentInfoSchema>;
      try {
        info = sentInfoSchema.parse(await transport.sendMail(mimeOptions(message, options.from)));
      } catch (error) {
        throw smtpError(error, host);
      }
      if (info.accepted.length === 0) throw new SmtpError(`SMTP: no recipient of ${message.kind} accepted`, true);
      return { ...message, id: info.messageId, sentAt: new Date().toISOString() };
    },
  };
}
