import { describe, expect, it } from 'vitest';
import { firebaseConfigOf } from './firebase-config.ts';

describe('the Firebase config on the /app page', () => {
  it('is read from its JSON, string members only', () => {
    expect(firebaseConfigOf('{"apiKey":"k","projectId":"p","measurementId":7}')).toEqual({
      apiKey: 'k',
      projectId: 'p',
    });
  });

  it.each([[undefined], [''], ['not json'], ['[1]'], ['null'], ['"text"'], ['{}'], ['{"apiKey":1}']])(
    'is absent for %j',
    (text) => {
      expect(firebaseConfigOf(text)).toBeUndefined();
    },
  );
});
