import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch.test-helpers.ts';
import { createHttpDocuments } from './http-documents.ts';

describe('documents over /api/account (embedded server)', () => {
  it('reads the signed-in user document, keeping only the fields of the user document', async () => {
    const { fetch } = fakeFetch({
      'GET /api/account/user': { status: 200, body: { data: { uid: 'u1', first_name: 'Ana', password: 'secret' } } },
    });
    expect(await createHttpDocuments(fetch).getUser('u1')).toEqual({ uid: 'u1', first_name: 'Ana' });
  });

  it('reads a missing user document (404) as no document', async () => {
    const { fetch } = fakeFetch({ 'GET /api/account/user': { status: 404, body: { message: 'No user document' } } });
    expect(await createHttpDocuments(fetch).getUser('u1')).toBeUndefined();
  });

  it('fails with the server message when signed out (401)', async () => {
    const { fetch } = fakeFetch({ 'GET /api/account/user': { status: 401, body: { message: 'Please log in' } } });
    await expect(createHttpDocuments(fetch).getUser('u1')).rejects.toThrow('Please log in');
  });

  it('writes the user with PUT {data}, never a password', async () => {
    const { fetch, sent } = fakeFetch({ 'PUT /api/account/user': { status: 200, body: { data: {} } } });
    const user = { uid: 'u1', job_title: 'Engineer', password: 'Secret123' };
    await createHttpDocuments(fetch).setUser('u1', user);
    expect(sent).toMatchObject([
      { method: 'PUT', path: '/api/account/user', body: { data: { uid: 'u1', job_title: 'Engineer' } } },
    ]);
    expect(sent[0]?.body).toEqual({ data: { uid: 'u1', job_title: 'Engineer' } });
  });

  it('rejects a refused write, so the details page can say "Error updating changes"', async () => {
    const { fetch } = fakeFetch({
      'PUT /api/account/user': { status: 400, body: { message: 'data.phone: too long' } },
    });
    await expect(createHttpDocuments(fetch).setUser('u1', {})).rejects.toThrow('data.phone: too long');
  });

  it('loads resources, dropping orders without an id', async () => {
    const body = {
      data: {
        contact_id: 'u1',
        requestedBlogs: ['b1', 7],
        orders: [{ weborder_id: 'W-1', status: 'processing' }, { nope: true }],
      },
    };
    const { fetch } = fakeFetch({ 'GET /api/account/resources': { status: 200, body } });
    expect(await createHttpDocuments(fetch).loadResources('u1')).toEqual({
      requestedBlogs: ['b1'],
      orders: [{ weborder_id: 'W-1', status: 'processing' }],
    });
  });
});
