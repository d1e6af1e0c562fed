import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { nextVisitor, send, startTarget, type HostileTarget } from './server.ts';

/**
 * Hostile volume against the built server: oversized bodies refused before they are read,
 * with memory to show for it; a form flood from one address throttled at the 61st submission in a minute;
 * the honeypot; and the bounds of one search request. Limits are the production defaults
 * (docs/security.md); every test speaks for visitors of its own (X-Forwarded-For from a trusted proxy).
 */

let target: HostileTarget;

/** A contact enquiry (the demo dataset's form) from `email`. */
const enquiry = (email: string) => ({
  first_name: 'Ann',
  last_name: 'Example',
  email,
  phone: '',
  company: 'Example Ltd',
  country: 'New Zealand',
  enquiry_type: 'Training',
  message: 'Please call me.',
  privacy_consent: true,
  marketing_opt_in: false,
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  target = await startTarget('volume');
});

test.afterAll(async () => {
  await target.stop();
});

/** The server process's resident memory, in MB (Linux /proc). */
const residentMb = (): number => {
  const status = readFileSync(`/proc/${target.child.pid ?? 0}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? '0') / 1024;
};

/**
 * Sends a POST to /api/forms that says (or, chunked, does not say) it carries `megabytes` MB and keeps
 * writing 1 MB chunks until the server answers or closes; resolves with the status line and the bytes it
 * managed to send.
 */
function sendHugeBody(
  megabytes: number,
  chunked: boolean,
): Promise<{ statusLine: string; body: string; sentMb: number }> {
  return new Promise((resolve) => {
    const socket = connect(target.port, '127.0.0.1');
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let answer = '';
    let sentMb = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ statusLine: head.split('\r\n')[0] ?? '', body, sentMb });
    };
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('\r\n\r\n') && (answer.includes('}') || answer.includes('0\r\n\r\n'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${megabytes * 1024 * 1024}`;
    socket.write(
      `POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${nextVisitor()}\r\n${framing}\r\n\r\n`,
    );
    const pump = () => {
      while (!done && sentMb < megabytes) {
        sentMb += 1;
        const ok = socket.write(
          chunked
            ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
            : chunk,
        );
        if (!ok) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

test('bodies over the limit are refused with 413 and a message before they are read: 10 × 100 MB keep memory under 1 GB', async () => {
  test.setTimeout(180_000);
  const before = residentMb();
  const declared = await Promise.all(Array.from({ length: 10 }, () => sendHugeBody(100, false)));
  for (const answer of declared) {
    expect(answer.statusLine).toContain('413');
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is larger than 262144 bytes.' });
  }
  const chunked = await Promise.all(Array.from({ length: 3 }, () => sendHugeBody(100, true)));
  for (const answer of chunked) expect(answer.statusLine).toMatch(/413/);
  const after = residentMb();
  console.log(
    `body caps: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after 10 × 100 MB declared and 3 × 100 MB chunked bodies; sent at most ${Math.max(...[...declared, ...chunked].map((answer) => answer.sentMb))} MB of one`,
  );
  expect(after).toBeLessThan(1024);
  // The server still answers everyone else.
  expect((await send(target, 'GET', '/api/health')).status).toBe(200);
});

/**
 * The size of a refused body a client sends to its end: above the 20 MB the lingering close's unit tests
 * (scripts/serve/lingering-body.test.ts) send, and enough, ten at once, that a server which kept what it
 * is sent would show it in its memory; larger sizes only take longer to prove the same.
 */
const TO_THE_END_MB = 30;

/**
 * POSTs TO_THE_END_MB to /api/forms (declared, or chunked) and sends all of it before reading a byte of the
 * answer — a reset while it sends would throw away the answer it has not read — then reads it.
 */
function sendAllThenRead(chunked: boolean): Promise<{ statusLine: string; body: string; error: string | undefined }> {
  return new Promise((resolve) => {
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${megabyte.length.toString(16)}\r\n`), megabyte, Buffer.from('\r\n')])
      : megabyte;
    const socket = connect(target.port, '127.0.0.1');
    socket.pause();
    let answer = '';
    let error: string | undefined;
    let sent = 0;
    const finish = () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      resolve({
        statusLine: head.split('\r\n')[0] ?? '',
        body: rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1),
        error,
      });
      socket.destroy();
    };
    socket.on('data', (data) => {
      answer += data.toString();
      if (/\r\n\r\n[\s\S]*\}/.test(answer)) finish();
    });
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
    });
    socket.on('close', finish);
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${TO_THE_END_MB * megabyte.length}`;
    socket.write(
      `POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${nextVisitor()}\r\n${framing}\r\n\r\n`,
    );
    const pump = () => {
      while (sent < TO_THE_END_MB) {
        sent += 1;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      socket.write(chunked ? '0\r\n\r\n' : '', () => socket.resume());
    };
    pump();
  });
}

test(`ten ${TO_THE_END_MB} MB bodies sent at once, to the end, before reading: every client reads its 413`, async () => {
  test.setTimeout(180_000);
  for (const chunked of [false, true]) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendAllThenRead(chunked)));
    for (const answer of answers) {
      expect(answer, chunked ? 'chunked' : 'declared').toMatchObject({
        statusLine: 'HTTP/1.1 413 Payload Too Large',
        error: undefined,
      });
      // The wrapper's limit on a declared length; the endpoint's own (smaller) one on a chunked body.
      expect((JSON.parse(answer.body) as { message: string }).message).toMatch(
        /^The request body is larger than \d+ bytes\.$/,
      );
    }
  }
});

/**
 * POSTs a `megabytes` MB JSON body with Node's own client and no keep-alive (`agent: false`: it asks to
 * close the connection after its request), declaring its length and writing 1 MB at a time as fast as
 * the socket takes it, without waiting for an answer, as browsers and most HTTP libraries do. Resolves
 * with the status and body it read, or the error it met instead.
 */
function postWithNodeClient(
  path: string,
  megabytes: number,
): Promise<{ status: number; body: string; error: string | undefined }> {
  return new Promise((resolve) => {
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const headers = {
      'content-type': 'application/json',
      'content-length': megabytes * megabyte.length,
      origin: target.origin,
      'x-forwarded-for': nextVisitor(),
    };
    const request = httpRequest(
      { host: '127.0.0.1', port: target.port, method: 'POST', path, headers, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, error: undefined }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: response.statusCode ?? 0, body, error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', error: error.code ?? error.message }),
    );
    let sent = 0;
    const pump = (): void => {
      while (sent < megabytes) {
        sent += 1;
        if (!request.write(megabyte)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

test(`Node's client without keep-alive, one oversized body after another: 20 × 5 MB and 5 × ${TO_THE_END_MB} MB to each endpoint all read their 413 and its message, memory bounded`, async () => {
  test.setTimeout(300_000);
  let peak = residentMb();
  const afterEach: number[] = [];
  const tally: string[] = [];
  for (const path of ['/api/forms', '/api/web-orders']) {
    for (const [count, megabytes] of [
      [20, 5],
      [5, TO_THE_END_MB],
    ] as const) {
      const answers = [];
      for (let n = 0; n < count; n++) {
        answers.push(await postWithNodeClient(path, megabytes));
        peak = Math.max(peak, residentMb());
      }
      afterEach.push(residentMb());
      tally.push(
        `${path} ${count} × ${megabytes} MB: ${answers.filter((answer) => answer.status === 413).length} read their 413`,
      );
      expect(answers, `${path}, ${count} × ${megabytes} MB`).toEqual(
        Array.from({ length: count }, () => ({
          status: 413,
          body: JSON.stringify({ message: 'The request body is larger than 262144 bytes.' }),
          error: undefined,
        })),
      );
    }
  }
  console.log(
    `Node's client, sequential oversized bodies: ${tally.join('; ')}; RSS after each group ${afterEach.map((mb) => mb.toFixed(0)).join(', ')} MB, at most ${peak.toFixed(0)} MB`,
  );
  // Bounded: what is refused is dropped as it arrives, so memory does not grow with what was sent (500 MB).
  expect(peak).toBeLessThan(1024);
  expect((afterEach.at(-1) ?? 0) - (afterEach[0] ?? 0)).toBeLessThan(128);
});

test('a form flood from one address: 60 submissions a minute are taken, the 61st gets 429 with Retry-After and a message', async () => {
  test.setTimeout(120_000);
  const flooder = nextVisitor();
  const submission = (n: number) =>
    JSON.stringify({ formId: 'form-contact-enquiry', fields: enquiry(`flood-${n}-${Date.now()}@example.com`) });
  const statuses: number[] = [];
  for (let n = 1; n <= 60; n++)
    statuses.push(
      (
        await send(target, 'POST', '/api/forms', submission(n), {
          'content-type': 'application/json',
          'x-forwarded-for': flooder,
        })
      ).status,
    );
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const refused = await send(target, 'POST', '/api/forms', submission(61), {
    'content-type': 'application/json',
    'x-forwarded-for': flooder,
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((JSON.parse(refused.body) as { message: string }).message).toMatch(
    /^Too many requests from your address\. Please try again in \d+ seconds?\.$/,
  );
  // Another visitor is not affected.
  const other = await send(target, 'POST', '/api/forms', submission(62), {
    'content-type': 'application/json',
    'x-forwarded-for': nextVisitor(),
  });
  expect(other.status).not.toBe(429);
});

test('the honeypot: a submission with it filled in is answered as sent and not stored', async () => {
  const visitor = nextVisitor();
  const answer = await send(
    target,
    'POST',
    '/api/forms',
    JSON.stringify({
      formId: 'form-contact-enquiry',
      fields: enquiry('bot@example.com'),
      website: 'http://spam.example',
    }),
    { 'content-type': 'application/json', 'x-forwarded-for': visitor },
  );
  expect(answer.status).toBe(201);
  expect(target.log()).not.toContain('bot@example.com');
});

test('an over-long or refused search on /search and /products is a 400, logged as one short line without the query', async () => {
  const secret = `kestrelsecret${'q'.repeat(600)}`;
  const logBefore = target.log().length;
  for (const path of ['/search/', '/products/']) {
    for (const text of [secret, Array.from({ length: 11 }, (_, i) => `kestrelword${i}`).join(' ')]) {
      const answer = await send(target, 'GET', `${path}?q=${encodeURIComponent(text)}`, undefined, {
        'x-forwarded-for': nextVisitor(),
      });
      expect(answer.status, `${path} with a refused q`).toBe(400);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
  }
  // Each request's line is written when its answer has ended: wait for the four.
  await expect
    .poll(
      () =>
        target
          .log()
          .slice(logBefore)
          .split('\n')
          .filter((line) => line.includes('"msg":"request"')).length,
    )
    .toBe(4);
  const logged = target.log().slice(logBefore);
  expect(logged).not.toContain('kestrel');
  expect(logged).not.toMatch(/\n\s+at /); // no stack trace
  // The server log is JSON lines: each request's own line (status 400), and the short reason.
  const lines = logged
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; status?: number; route?: string });
  expect(
    lines.filter((line) => line.msg === 'request').map((line) => `${line.route ?? ''} ${line.status ?? ''}`),
  ).toEqual(['/search 400', '/search 400', '/products 400', '/products 400']);
  expect(lines.filter((line) => line.msg !== 'request').map((line) => line.msg)).toEqual([
    "/search: the URL's search was refused (400); answered 400.",
    "/search: the URL's search was refused (400); answered 400.",
    "/products: the URL's search was refused (400); answered 400.",
    "/products: the URL's search was refused (400); answered 400.",
  ]);
});

test('search cost is bounded: at most 10 queries, 10 words and 100 hits per request; a maximal request stays fast', async () => {
  const search = (body: unknown) =>
    send(target, 'POST', '/1/indexes/*/queries', JSON.stringify(body), {
      'content-type': 'text/plain',
      'x-forwarded-for': nextVisitor(),
    });
  const words = (count: number) => Array.from({ length: count }, (_, i) => `kestrel${i}`).join(' ');
  const query = (text: string, hitsPerPage = 100) => ({
    indexName: 'site',
    params: new URLSearchParams({ query: text, hitsPerPage: String(hitsPerPage) }).toString(),
  });

  const eleven = await search({ requests: Array.from({ length: 11 }, () => query('kest')) });
  expect(eleven.status).toBe(400);
  const tooManyWords = await search({ requests: [query(words(11))] });
  expect(tooManyWords.status).toBe(400);
  expect(tooManyWords.body).toContain('at most 10 words');
  const tooManyHits = await search({ requests: [query('kest', 101)] });
  expect(tooManyHits.status).toBe(400);

  const started = performance.now();
  const maximal = await search({ requests: Array.from({ length: 10 }, (_, i) => query(`${words(9)} civl${i}`)) });
  const elapsed = performance.now() - started;
  expect(maximal.status).toBe(200);
  const serverMs = (JSON.parse(maximal.body) as { results: { processingTimeMS: number }[] }).results.reduce(
    (sum, result) => sum + result.processingTimeMS,
    0,
  );
  console.log(
    `search: a maximal request (10 queries × 10 words × 100 hits) took ${elapsed.toFixed(0)} ms round trip, ${serverMs} ms of search time`,
  );
});
