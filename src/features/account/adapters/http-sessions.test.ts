import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch.test-helpers.ts';
import { createSessionsClient, PasswordChangeError } from './http-sessions.ts';

const session = {
  id: 's1',
  device: 'Firefox on Windows',
  signedInAt: '2026-11-28T09:00:00.000Z',
  lastSeenAt: '2026-11-28T10:00:00.000Z',
  current: true,
};

describe('the account screen’s sessions client', () => {
  it('reads the sessions', async () => {
    const { fetch } = fakeFetch({ 'GET /api/account/sessions': { status: 200, body: { data: [session] } } });
    expect(await createSessionsClient(fetch).list()).toEqual({ sessions: [session] });
  });

  it('passes on why there is no list (Firebase accounts: 404 with a message)', async () => {
    const { fetch } = fakeFetch({
      'GET /api/account/sessions': { status: 404, body: { message: 'Your sessions are not listed on this site.' } },
    });
    expect(await createSessionsClient(fetch).list()).toEqual({
      unavailable: 'Your sessions are not listed on this site.',
    });
  });

  it('fails on an answer off the contract, and on a signed-out 401', async () => {
    const offContract = fakeFetch({
      'GET /api/account/sessions': { status: 200, body: { data: [{ ...session, token: undefined, current: 'yes' }] } },
    });
    await expect(createSessionsClient(offContract.fetch).list()).rejects.toThrow();
    const signedOut = fakeFetch({
      'GET /api/account/sessions': { status: 401, body: { message: 'Please sign in first.' } },
    });
    await expect(createSessionsClient(signedOut.fetch).list()).rejects.toThrow('Please sign in first.');
  });

  it('ends one session by its id, takes "already ended" as done, and ends all others', async () => {
    const { fetch, sent } = fakeFetch({
      'DELETE /api/account/sessions/a%2Fb': { status: 404, body: { message: 'That session has already ended.' } },
      'DELETE /api/account/sessions': { status: 200, body: { data: { ended: 2 } } },
    });
    const client = createSessionsClient(fetch);
    await client.end('a/b');
    expect(await client.endOthers()).toBe(2);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/account/sessions/a%2Fb',
      'DELETE /api/account/sessions',
    ]);
  });

  it('changes the password with the current one, and reports a refusal with its code', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/auth/change-password': {
        status: 400,
        body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
      },
    });
    const refused = createSessionsClient(fetch).changePassword('Wrong1234', 'Newsecret456');
    await expect(refused).rejects.toBeInstanceOf(PasswordChangeError);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(sent[0]?.body).toEqual({ currentPassword: 'Wrong1234', newPassword: 'Newsecret456' });
  });
});
