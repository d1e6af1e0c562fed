import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id.ts';

describe('requestIdFor', () => {
  it("keeps a proxy's safe id", () => {
    expect(requestIdFor(new Headers({ 'X-Request-Id': 'abc-123_DEF.9' }))).toBe('abc-123_DEF.9');
  });

  it('makes a new one when there is none or it is not safe', () => {
    expect(requestIdFor(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(new Headers({ 'X-Request-Id': '<script>alert(1)</script>' }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
