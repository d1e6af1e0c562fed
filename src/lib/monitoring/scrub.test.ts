import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './scrub.ts';

describe('withoutPersonalData', () => {
  it('drops the body, cookies, query, credentials and the user’s address, keeping method, path and other headers', () => {
    const event = withoutPersonalData({
      request: {
        method: 'POST',
        url: 'https://shop.example/api/contacts?email=ann%40example.com#x',
        query_string: 'email=ann%40example.com',
        cookies: { session: 's3cret' },
        data: '{"email":"ann@example.com"}',
        env: { REMOTE_ADDR: '203.0.113.9' },
        headers: {
          Cookie: 'session=s3cret',
          authorization: 'Bearer t0ken',
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.9',
        },
      } as never,
      user: { id: 'u1', email: 'ann@example.com', ip_address: '203.0.113.9' },
    });
    expect(event).toEqual({
      request: {
        method: 'POST',
        url: 'https://shop.example/api/contacts',
        headers: { 'content-type': 'application/json' },
      },
      user: { id: 'u1' },
    });
    expect(JSON.stringify(event)).not.toMatch(/s3cret|t0ken|ann@|ann%40|203\.0/);
  });

  it('leaves an event without request or user as it is', () => {
    expect(withoutPersonalData({ user: { email: 'ann@example.com' } })).toEqual({ user: undefined });
    expect(withoutPersonalData({})).toEqual({});
  });
});
