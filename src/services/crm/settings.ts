/**
 * Whether contacts and web orders go to an upstream CRM, read from the environment (pure): CRM_URL, the
 * API's base URL (`{CRM_URL}/contacts`, `{CRM_URL}/web-orders`), and CRM_TOKEN, sent as a bearer token.
 */
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import { createHttpCrm } from './http.ts';
import type { CrmPort } from './port.ts';

export type CrmSettings = { kind: 'none' } | { kind: 'http'; url: string; token: string | undefined };

const crmUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'CRM_URL must be the http(s) base URL of the CRM API, e.g. https://crm.example.com/api',
});

/** Reads CRM_URL and CRM_TOKEN; a bad URL, or a token without a URL, throws naming the variable. */
export function crmSettings(env: Environment): CrmSettings {
  const raw = settingOf(env, 'CRM_URL')?.trim();
  const token = settingOf(env, 'CRM_TOKEN')?.trim() || undefined;
  if (!raw) {
    if (token) throw badEnvironment(['CRM_URL: CRM_TOKEN is set but CRM_URL is not']);
    return { kind: 'none' };
  }
  const parsed = crmUrlSchema.safeParse(raw);
  if (!parsed.success) throw badEnvironment([`CRM_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  return { kind: 'http', url: parsed.data.replace(/\/+$/, ''), token };
}

/** The CRM adapter when CRM_URL is set. */
export function createCrm(settings: CrmSettings): CrmPort | undefined {
  return settings.kind === 'http' ? createHttpCrm(settings) : undefined;
}
