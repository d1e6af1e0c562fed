import { describe, expect, it } from 'vitest';
import { firebaseConfigFrom } from './choose.ts';

describe('choosing the account adapters', () => {
  it('uses the embedded server when the Firebase web config is not fully set', () => {
    expect(firebaseConfigFrom({})).toBeUndefined();
    expect(firebaseConfigFrom({ PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_AUTH_DOMAIN: 'd', PUBLIC_FIREBASE_PROJECT_ID: ' ' })).toBeUndefined();
  });

  it('uses Firebase when the key, auth domain and project id are set', () => {
    expect(firebaseConfigFrom({
      PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com', PUBLIC_FIREBASE_PROJECT_ID: 'x', PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
    })).toEqual({ apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: '1:2:web:3' });
  });
});
