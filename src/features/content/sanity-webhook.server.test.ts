import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSanityWebhook, SIGNATURE_TOLERANCE_MS, type SanityWebhookVerdict } from './sanity-webhook.server.ts';

const SECRET = 'a-webhook-secret-of-some-length';
const NOW = Date.parse('2026-05-04T03:02:01Z');

/** The header Sanity would send: signed independently of the module under test. */
const sign = (body: string, timestamp = NOW, secret = SECRET): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`;

const read = (body: string, signature: string | null, now = NOW) =>
  readSanityWebhook({ body, signature, secret: SECRET, now });
/** Asserts a refusal with `status` whose reason says `fragment`. */
function expectRefused(verdict: SanityWebhookVerdict, status: 400 | 401, fragment = ''): void {
  expect(verdict.ok ? undefined : verdict.status).toBe(status);
  expect(verdict.ok ? '' : verdict.reason).toContain(fragment);
}
const signed = (value: unknown) => {
  const body = JSON.stringify(value);
  return read(body, sign(body));
};

describe('Sanity webhook: the signature', () => {
  const body = JSON.stringify({ _id: 'page-a', _type: 'page', operation: 'update' });

  it('accepts a body signed with the secret', () => {
    expect(read(body, sign(body))).toEqual({ ok: true, ids: ['page-a'] });
  });

  it('accepts the signature from @sanity/webhook’s own test (the wire format is Sanity’s)', () => {
    const verdict = readSanityWebhook({
      body: '{"_id":"resume"}',
      signature: 't=1633519811129,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0',
      secret: 'test',
      now: 1633519811129,
    });
    expect(verdict).toEqual({ ok: true, ids: ['resume'] });
  });

  it('refuses a body signed with another secret', () => {
    expectRefused(read(body, sign(body, NOW, 'another-secret-entirely')), 401, 'does not match');
  });

  it('refuses a body changed after signing', () => {
    const tampered = body.replace('page-a', 'page-b');
    expectRefused(read(tampered, sign(body)), 401);
  });

  it('refuses a request without the header (or with an empty one)', () => {
    expectRefused(read(body, null), 401, 'missing');
    expectRefused(read(body, '  '), 401, 'missing');
  });

  it.each([
    ['no timestamp', 'v1=abc'],
    ['no digest', `t=${NOW}`],
    ['a timestamp that is not a number', 't=yesterday,v1=abc'],
    ['an unknown part', `t=${NOW},v1=abc,x=1`],
    ['not key=value at all', 'sha256=abc'],
  ])('refuses a malformed header: %s', (_case, header) => {
    expectRefused(read(body, header), 401, 'not of the form');
  });

  it('refuses a digest of another length without comparing it (and a padded one)', () => {
    const good = sign(body);
    expectRefused(read(body, `${good.slice(0, -1)}`), 401);
    expectRefused(read(body, `${good}=`), 401);
  });

  it('refuses a signature more than 5 minutes old, and one more than 5 minutes in the future', () => {
    expectRefused(read(body, sign(body, NOW - SIGNATURE_TOLERANCE_MS - 1)), 401, 'older than 5 minutes');
    expectRefused(read(body, sign(body, NOW + SIGNATURE_TOLERANCE_MS + 1)), 401);
    expect(read(body, sign(body, NOW - SIGNATURE_TOLERANCE_MS))).toMatchObject({ ok: true });
  });

  it('reads nothing of an unsigned body: a bad signature wins over a bad body', () => {
    expectRefused(read('not json', null), 401);
  });
});

describe('Sanity webhook: the body', () => {
  it('reads the recommended projection {_id, _type, operation}, the operation being only a hint', () => {
    expect(signed({ _id: 'product-a', _type: 'productFamily', operation: 'delete' })).toEqual({
      ok: true,
      ids: ['product-a'],
    });
  });

  it('reads a whole document (an empty projection)', () => {
    expect(signed({ _id: 'blog-a', _type: 'blog', _rev: 'r1', title: 'New' })).toEqual({ ok: true, ids: ['blog-a'] });
  });

  it('reads {ids: {created, updated, deleted, all}}, skipping the nulls select() leaves', () => {
    const body = {
      transactionId: 't',
      projectId: 'p',
      dataset: 'production',
      ids: { created: [null], updated: ['page-a'], deleted: ['page-b', null], all: ['page-a', 'page-b'] },
    };
    expect(signed(body)).toEqual({ ok: true, ids: ['page-a', 'page-b'] });
  });

  it('reads a list of {_id}', () => {
    expect(signed([{ _id: 'page-a' }, { _id: 'page-b', _type: 'page' }, { _id: 'page-a' }])).toEqual({
      ok: true,
      ids: ['page-a', 'page-b'],
    });
  });

  it('ignores drafts and release versions: nothing of them is published', () => {
    expect(signed({ _id: 'drafts.page-a', _type: 'page', operation: 'update' })).toEqual({ ok: true, ids: [] });
    expect(signed([{ _id: 'versions.r1.page-a' }, { _id: 'drafts.page-b' }, { _id: 'page-c' }])).toEqual({
      ok: true,
      ids: ['page-c'],
    });
    expect(signed({ ids: { all: ['drafts.page-a', 'page-a'] } })).toEqual({ ok: true, ids: ['page-a'] });
  });

  it.each([
    ['not JSON', 'not json'],
    ['no _id', JSON.stringify({ _type: 'page' })],
    ['an _id that is no Sanity id', JSON.stringify({ _id: 'a b/c' })],
    ['an unknown operation', JSON.stringify({ _id: 'page-a', operation: 'publish' })],
    ['ids that are not lists', JSON.stringify({ ids: { all: 'page-a' } })],
    ['a number', '42'],
  ])('refuses a signed body it does not understand: %s', (_case, body) => {
    expectRefused(read(body, sign(body)), 400);
  });
});
