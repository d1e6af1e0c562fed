import { describe, expect, it } from 'vitest';
import { asJsonAnswer, isApiPath } from './api-answers.ts';

describe('asJsonAnswer: every /api error is JSON with a message', () => {
  it('replaces an empty or HTML error with {message}, keeping the status and Allow/Retry-After', async () => {
    const empty = await asJsonAnswer(new Response(null, { status: 404 }), '/api/auth/nope');
    expect(empty.status).toBe(404);
    expect(empty.headers.get('content-type')).toContain('application/json');
    expect(await empty.json()).toEqual({ message: 'There is nothing at /api/auth/nope.' });
    const html = await asJsonAnswer(
      new Response('<h1>Too many</h1>', { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '7' } }),
      '/api/x',
    );
    expect(html.headers.get('retry-after')).toBe('7');
    expect(await html.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
  });

  it('keeps a JSON error with a message and a success as they are; adds a message to a JSON error without one', async () => {
    const withMessage = new Response(JSON.stringify({ code: 'X', message: 'Said' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
    expect(await asJsonAnswer(withMessage, '/api/a')).toBe(withMessage);
    const ok = new Response('<p>fine</p>', { status: 200 });
    expect(await asJsonAnswer(ok, '/api/a')).toBe(ok);
    const codeOnly = await asJsonAnswer(
      new Response(JSON.stringify({ code: 'FAILED' }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      }),
      '/api/a',
    );
    expect(await codeOnly.json()).toEqual({ code: 'FAILED', message: 'The request could not be answered.' });
  });

  it('knows the API and search paths', () => {
    expect(['/api', '/api/forms', '/1/indexes/*/queries'].every(isApiPath)).toBe(true);
    expect(['/', '/apis/', '/pay/x', '/10/'].some(isApiPath)).toBe(false);
  });
});
