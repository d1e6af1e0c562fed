#!/usr/bin/env node
// The operator's CLI over the operator API (/api/admin/*, docs/operations.md):
//   npm run admin -- outbox [--failed|--pending]   list given-up (default) or pending outbox messages
//   npm run admin -- retry <id> | --all            send a given-up message again (once, same idempotency key)
//   npm run admin -- backup <file>                 a consistent snapshot of the embedded database
//   npm run admin -- vitals [--since 7d] [--check] visitors' Core Web Vitals: p75 per template, rated
//   npm run admin -- invoices --from <date>        the tax invoices issued since <date> (YYYY-MM-DD), as CSV
//   npm run admin -- auth-events <uid> [--limit N] an account's last authentication events
// Reads ADMIN_URL (default http://localhost:$PORT, PORT 4321) and ADMIN_TOKEN (the server's).
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run admin -- <command>
  outbox [--failed|--pending]   given-up (default) or pending outbox messages
  retry <id> | retry --all      send given-up messages again, once, with the same idempotency key
  backup <file>                 save a snapshot of the embedded database (restore: npm run db:restore -- <file>)
  vitals [--since 7d] [--check] visitors' Core Web Vitals: the 75th percentile per template and metric,
                                rated good / needs-improvement / poor; --check exits 2 when one is poor
  invoices --from <date>        the tax invoices issued on or after <date> (YYYY-MM-DD) as CSV, on standard output
  auth-events <uid> [--limit N] an account's last authentication events (default 50, newest first)
Environment: ADMIN_TOKEN (required), ADMIN_URL (default http://localhost:$PORT).`;

function fail(message) {
  console.error(`admin: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    failed: { type: 'boolean' },
    pending: { type: 'boolean' },
    all: { type: 'boolean' },
    since: { type: 'string' },
    check: { type: 'boolean' },
    from: { type: 'string' },
    limit: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, argument] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}
const token = process.env.ADMIN_TOKEN?.trim();
if (!token) fail("set ADMIN_TOKEN to the server's ADMIN_TOKEN.");
const base = (process.env.ADMIN_URL?.trim() || `http://localhost:${process.env.PORT || 4321}`).replace(/\/+$/, '');

/** One call to the operator API; answers the response, or ends with the server's message. */
async function call(method, path, accept = 'application/json') {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
  } catch (error) {
    fail(`cannot reach ${base} (${error.cause?.code ?? error.message}). Is the server running? Set ADMIN_URL.`);
  }
  if (!response.ok) {
    const text = await response.text();
    let message = text;
    try {
      message = JSON.parse(text).message ?? text;
    } catch {
      /* plain text */
    }
    if (response.status === 404 && path.startsWith('/api/admin/outbox') === false && !message) message = 'not found';
    fail(
      `${method} ${path} answered ${response.status}: ${message}${response.status === 404 && /nothing at/.test(message) ? ' (is ADMIN_TOKEN set on the server?)' : ''}`,
    );
  }
  return response;
}

const carried = (carries) =>
  Object.entries(carries)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

function show(message) {
  console.log(
    `${message.id}  ${message.kind}  to ${message.target}  ${message.status}  attempts=${message.attempts}  ${carried(message.carries)}`,
  );
  if (message.lastError) console.log(`    last error: ${message.lastError}`);
}

/** A p75 as people read it: ms rounded, CLS with two decimals. */
const vitalValue = (metric, value) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`);

/** The report as a table: template, metric, p75, rating, samples. */
function printVitals(lines) {
  const rows = [
    ['template', 'metric', 'p75', 'rating', 'samples'],
    ...lines.map((line) => [
      line.template,
      line.metric,
      vitalValue(line.metric, line.p75),
      line.rating,
      String(line.samples),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 2 || column === 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
}

async function listed(state) {
  return (await (await call('GET', `/api/admin/outbox?state=${state}`)).json()).data;
}

switch (command) {
  case 'outbox': {
    const state = values.pending ? 'pending' : 'failed';
    const messages = await listed(state);
    if (messages.length === 0) console.log(`No ${state === 'failed' ? 'given-up' : 'pending'} outbox messages.`);
    for (const message of messages) show(message);
    break;
  }
  case 'retry': {
    const ids = values.all ? (await listed('failed')).map((message) => message.id) : [argument];
    if (!values.all && !argument)
      fail('retry needs a message id (npm run admin -- outbox --failed lists them) or --all.');
    if (ids.length === 0) console.log('No given-up outbox messages to retry.');
    for (const id of ids) {
      const { data } = await (await call('POST', `/api/admin/outbox/${encodeURIComponent(id)}/retry`)).json();
      console.log(`retrying ${data.id}  ${data.kind}  ${carried(data.carries)}`);
    }
    break;
  }
  case 'backup': {
    if (!argument) fail('backup needs a file to write, e.g. npm run admin -- backup shop-backup.tar.gz');
    const response = await call('GET', '/api/admin/backup', 'application/gzip');
    const partial = `${argument}.partial`;
    try {
      await pipeline(Readable.fromWeb(response.body), createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, argument);
    } catch (error) {
      await rm(partial, { force: true });
      fail(`the backup could not be written to ${argument}: ${error.message}`);
    }
    console.log(
      `backup written to ${argument} (restore: npm run db:restore -- ${argument}, into an empty DATA_DIR, server stopped)`,
    );
    break;
  }
  case 'vitals': {
    const since = values.since ?? '7d';
    const report = (await (await call('GET', `/api/admin/vitals?since=${encodeURIComponent(since)}`)).json()).data;
    console.log(
      `Core Web Vitals of visitors, 75th percentile, ${report.days} day${report.days === 1 ? '' : 's'} from ${report.firstDay} (UTC):`,
    );
    if (report.templates.length === 0) console.log('No samples in this window.');
    else printVitals(report.templates);
    if (values.check && report.poor) {
      const poor = report.templates
        .filter((line) => line.rating === 'poor')
        .map((line) => `${line.template} ${line.metric}`);
      console.error(`admin: field budget failed: poor 75th percentile on ${poor.join(', ')}.`);
      process.exit(2);
    }
    if (values.check) console.log('Field budget held: no template has a poor 75th percentile.');
    break;
  }
  case 'invoices': {
    if (!values.from || !/^\d{4}-\d{2}-\d{2}$/.test(values.from))
      fail('invoices needs --from <date>, e.g. npm run admin -- invoices --from 2026-11-01');
    process.stdout.write(
      await (await call('GET', `/api/admin/invoices?from=${encodeURIComponent(values.from)}`, 'text/csv')).text(),
    );
    break;
  }
  case 'auth-events': {
    if (!argument) fail("auth-events needs an account id (the uid, as the contact_id of the customer's contact).");
    const query = new URLSearchParams({ account: argument, ...(values.limit ? { limit: values.limit } : {}) });
    const { data } = await (await call('GET', `/api/admin/auth-events?${query}`)).json();
    if (data.length === 0) console.log(`No authentication events for ${argument}.`);
    for (const event of data) console.log(`${event.at}  ${event.kind}`);
    break;
  }
  default:
    fail(`unknown command "${command}".\n${USAGE}`);
}
