import { describe, expect, it } from 'vitest';
import { crmSettings } from '../crm/settings.ts';
import { mailSettings } from './settings.ts';

describe('mail settings: SMTP_URL, MAIL_FROM, STAFF_EMAIL', () => {
  it('keeps the mail folder without SMTP_URL, with the shop as sender and nobody on staff', () => {
    expect(mailSettings({})).toEqual({
      transport: { kind: 'outbox' },
      from: { name: 'Tasman CAD', address: 'no-reply@tasmancad.example' },
      staff: [],
    });
  });

  it('sends over SMTP with SMTP_URL (smtp:// or smtps://), reading a named sender and several staff addresses', () => {
    const settings = mailSettings({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.com:465',
      MAIL_FROM: '"Tasman CAD Orders" <orders@tasmancad.example>',
      STAFF_EMAIL: 'sales@tasmancad.example, support@tasmancad.example',
    });
    expect(settings).toEqual({
      transport: { kind: 'smtp', url: 'smtps://user:pa%40ss@mail.example.com:465' },
      from: { name: 'Tasman CAD Orders', address: 'orders@tasmancad.example' },
      staff: ['sales@tasmancad.example', 'support@tasmancad.example'],
    });
    expect(mailSettings({ MAIL_FROM: 'shop@tasmancad.example' }).from).toEqual({
      name: 'Tasman CAD',
      address: 'shop@tasmancad.example',
    });
  });

  it('trusts the CA in SMTP_CA_FILE for the SMTP server, and only with SMTP_URL', () => {
    expect(
      mailSettings({
        SMTP_URL: 'smtp://mail.example.com',
        STAFF_EMAIL: 'sales@example.com',
        SMTP_CA_FILE: ' certs/ca.pem ',
      }).transport,
    ).toEqual({ kind: 'smtp', url: 'smtp://mail.example.com', caFile: 'certs/ca.pem' });
    expect(() => mailSettings({ SMTP_CA_FILE: 'certs/ca.pem' })).toThrow(
      /SMTP_CA_FILE: only means something with SMTP_URL/,
    );
  });

  it('names a bad SMTP_URL without repeating it (it holds a password)', () => {
    for (const url of ['mail.example.com:587', 'https://user:hunter2@mail.example.com', 'smtp://user:hunter2@:25']) {
      let message = '';
      try {
        mailSettings({ SMTP_URL: url, STAFF_EMAIL: 'staff@example.com' });
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message).toMatch(/^Bad environment, set: SMTP_URL: /);
      expect(message).not.toContain('hunter2');
    }
  });

  it('requires STAFF_EMAIL with SMTP_URL, so an enquiry reaches a person, and refuses bad addresses', () => {
    expect(() => mailSettings({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/STAFF_EMAIL: required with SMTP_URL/);
    expect(() => mailSettings({ STAFF_EMAIL: 'sales@example.com, not-an-address' })).toThrow(
      /STAFF_EMAIL: not an email address: not-an-address/,
    );
    expect(() => mailSettings({ MAIL_FROM: 'Shop <nobody>' })).toThrow(/MAIL_FROM: /);
  });
});

describe('CRM settings: CRM_URL, CRM_TOKEN', () => {
  it('forwards nothing without CRM_URL; with it, to its base URL (trailing slash dropped) with the token', () => {
    expect(crmSettings({})).toEqual({ kind: 'none' });
    expect(crmSettings({ CRM_URL: 'https://crm.example.com/api/', CRM_TOKEN: 't0ken' })).toEqual({
      kind: 'http',
      url: 'https://crm.example.com/api',
      token: 't0ken',
    });
  });

  it('names a bad CRM_URL, and a token without a URL', () => {
    expect(() => crmSettings({ CRM_URL: 'ftp://crm.example.com' })).toThrow(/^Bad environment, set: CRM_URL: /);
    expect(() => crmSettings({ CRM_TOKEN: 't0ken' })).toThrow(/CRM_URL: CRM_TOKEN is set but CRM_URL is not/);
  });
});
