import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, UnsecuredJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerTokenOf, isLoopbackHost } from './firebase-settings.ts';
import { firebaseEmulatorTokenVerifier, firebaseTokenVerifier, type TokenVerifier } from './firebase-token.ts';

const PROJECT = 'tasman-cad-test';
let sign: (payload: JWTPayload, options?: { project?: string; expiresIn?: string; kid?: string }) => Promise<string>;
let verify: TokenVerifier;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  verify = firebaseTokenVerifier(PROJECT, createLocalJWKSet({ keys: [jwk] }));
  sign = (payload, { project = PROJECT, expiresIn = '1h', kid = 'key-1' } = {}) =>
    new SignJWT({ auth_time: Math.floor(Date.now() / 1000) - 10, ...payload })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(`https://securetoken.google.com/${project}`)
      .setAudience(project)
      .setSubject('uid-123')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
});

describe('Firebase ID tokens (server side)', () => {
  it('a token of this project names the signed-in uid, email and verification', async () => {
    const token = await sign({ email: 'ann@example.com', email_verified: true, name: 'Ann' });
    expect(await verify(token)).toEqual({ uid: 'uid-123', email: 'ann@example.com', emailVerified: true, name: 'Ann' });
  });

  it('an unverified email stays unverified', async () => {
    expect((await verify(await sign({ email: 'ann@example.com' })))?.emailVerified).toBe(false);
  });

  it('refuses a token of another project, an expired one, an unknown key and a tampered one', async () => {
    expect(await verify(await sign({}, { project: 'someone-else' }))).toBeUndefined();
    expect(await verify(await sign({}, { expiresIn: '-1m' }))).toBeUndefined();
    expect(await verify(await sign({}, { kid: 'key-2' }))).toBeUndefined();
    const [header, , signature] = (await sign({})).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}` }),
    ).toString('base64url');
    expect(await verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await verify('not-a-jwt')).toBeUndefined();
  });

  it('refuses a sign-in time in the future', async () => {
    expect(await verify(await sign({ auth_time: Math.floor(Date.now() / 1000) + 3600 }))).toBeUndefined();
  });
});

describe('the Firebase Auth emulator’s unsigned ID tokens', () => {
  const unsigned = (project = PROJECT) =>
    new UnsecuredJWT({ auth_time: Math.floor(Date.now() / 1000) - 10, email: 'ann@example.com', email_verified: true })
      .setIssuer(`https://securetoken.google.com/${project}`)
      .setAudience(project)
      .setSubject('uid-emu')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();

  it('are accepted in emulator mode for this project only', async () => {
    const emulator = firebaseEmulatorTokenVerifier(PROJECT);
    expect(await emulator(unsigned())).toEqual({
      uid: 'uid-emu',
      email: 'ann@example.com',
      emailVerified: true,
      name: '',
    });
    expect(await emulator(unsigned('someone-else'))).toBeUndefined();
    expect(await emulator('not-a-jwt')).toBeUndefined();
  });

  it('are refused by the production verifier', async () => {
    expect(await verify(unsigned())).toBeUndefined();
  });

  it('may come only from loopback', () => {
    for (const host of ['127.0.0.1:9099', 'localhost:9099', '[::1]:9099', '127.1.2.3:1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '10.0.0.5:9099',
      'emulator.example.com:9099',
      'localhost.example.com:9099',
      '0.0.0.0:9099',
      'http://127.0.0.1:9099',
      '',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('bearerTokenOf', () => {
  it('reads Authorization: Bearer only', () => {
    expect(bearerTokenOf(new Headers({ authorization: 'Bearer abc.def.ghi' }))).toBe('abc.def.ghi');
    expect(bearerTokenOf(new Headers({ authorization: 'Basic abc' }))).toBeUndefined();
    expect(bearerTokenOf(new Headers())).toBeUndefined();
  });
});
