/**
 * A real SMTP server on loopback for the tests (smtp-server), requiring a user and password over a
 * plain connection (no TLS) — or, given a key and certificate, over STARTTLS (`smtp://`, offered and
 * required before AUTH) or implicit TLS (`smtps://`) — parsing every mail it takes with mailparser. Nothing about nodemailer is
 * mocked: the site's adapter speaks SMTP to it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Arrivals } from '../support/arrivals.ts';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  /** The whole message as it arrived. */
  raw: string;
  /** Whether it came over TLS (STARTTLS or implicit). */
  secure: boolean;
  parsed: ParsedMail;
}

export interface SmtpStandIn {
  /** `smtp://user:secret@127.0.0.1:<port>` (`smtps://` with implicit TLS), for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses with 550. */
  refuse: Set<string>;
  /** Waits until `count` mails matching `match` arrived (2 s by default), and answers them. */
  waitFor(match: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 's3cret-pass';

export interface SmtpTls {
  key: string;
  cert: string;
  /** `starttls`: plain greeting, then STARTTLS (smtp://); `implicit`: TLS from the first byte (smtps://). */
  mode: 'starttls' | 'implicit';
}

export async function startSmtpStandIn(tls?: SmtpTls): Promise<SmtpStandIn> {
  const arrivals = new Arrivals<ReceivedMail>();
  const received = arrivals.items;
  const refuse = new Set<string>();
  const server = new SMTPServer({
    ...(tls
      ? { secure: tls.mode === 'implicit', key: tls.key, cert: tls.cert, allowInsecureAuth: false }
      : { secure: false, disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((parsed) => {
          arrivals.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: raw.toString('utf8'),
            secure: session.secure,
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  // A client refusing the certificate drops the connection mid-handshake: that is the client's call, not a server failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `${tls?.mode === 'implicit' ? 'smtps' : 'smtp'}://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse,
    waitFor(match, count = 1, timeoutMs = 2_000) {
      return arrivals.until(
        (mails) => {
          const found = mails.filter(match);
          return found.length >= count ? found : undefined;
        },
        timeoutMs,
        () =>
          `expected ${count} matching mail(s) within ${timeoutMs} ms, got ${received.filter(match).length} of ${received.length}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
