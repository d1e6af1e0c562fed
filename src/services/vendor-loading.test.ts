/**
 * A cloud adapter's SDK is imported when it is configured and first used, never on the embedded
 * defaults (memory and start-up). Each SDK's import is recorded here through a pass-through mock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WebhookSignatureError } from './payments/port.ts';
import { createServices, readConfiguration } from './config.ts';

const { imported, recorded } = vi.hoisted(() => {
  const names = new Set<string>();
  return {
    imported: names,
    recorded: (name: string) => (original: () => Promise<unknown>) => {
      names.add(name);
      return original();
    },
  };
});
vi.mock('stripe', recorded('stripe'));
vi.mock('@sanity/client', recorded('@sanity/client'));
vi.mock('algoliasearch/lite', recorded('algoliasearch/lite'));
vi.mock('nodemailer', recorded('nodemailer'));
vi.mock('nodemailer/lib/mail-composer', recorded('nodemailer/lib/mail-composer'));
vi.mock('jose', recorded('jose'));
vi.mock('pg', recorded('pg'));
vi.mock('@sentry/astro', recorded('@sentry/astro'));
vi.mock('@rapideditor/country-coder', recorded('@rapideditor/country-coder'));

const dataDir = mkdtempSync(join(tmpdir(), 'vendor-loading-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('vendor SDKs are imported only when configured and used', () => {
  it('builds and uses every adapter of the embedded defaults without importing a vendor SDK', () => {
    const built = createServices(readConfiguration({ DATA_DIR: dataDir }));
    built.content();
    built.contentFeed();
    built.search(() => Promise.resolve([]));
    built.searchWriter();
    built.errors();
    built.geo();
    expect([built.payments().kind, built.mail().name, built.forms().name, built.crm()]).toEqual([
      'embedded',
      'outbox',
      'embedded',
      undefined,
    ]);
    expect([...imported]).toEqual([]);
  });

  it('imports an SDK with the first use of a configured adapter, not when the adapter is built', async () => {
    const built = createServices(
      readConfiguration({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
        SANITY_PROJECT_ID: 'proj',
        ALGOLIA_APP_ID: 'APP42',
        ALGOLIA_SEARCH_KEY: 'k',
        ALGOLIA_INDEX: 'site',
        SMTP_URL: 'smtp://mail.example.com:587',
        STAFF_EMAIL: 'sales@example.com',
        PUBLIC_FIREBASE_PROJECT_ID: 'shop',
      }),
    );
    const payments = built.payments();
    expect([payments.kind, built.mail().name]).toEqual(['stripe', 'smtp']);
    built.content();
    built.search(() => Promise.resolve([]));
    expect([...imported]).toEqual([]);

    await expect(Promise.resolve().then(() => payments.readWebhook?.('{}', null))).rejects.toThrow(
      WebhookSignatureError,
    );
    expect(await built.session(new Headers({ authorization: 'Bearer not-a-token' }))).toBeUndefined();
    expect(await built.geo().countryAt(-41.29, 174.78)).toBe('NZ');
    expect([...imported].sort()).toEqual(['@rapideditor/country-coder', 'jose', 'stripe']);
  });
});
