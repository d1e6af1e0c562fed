/**
 * Per-address request limits of the anonymous and costly endpoints, read from the
 * environment. Pure (takes the environment as a value), like the other settings services/config.ts
 * collects. Each is a number of requests per client address per minute; docs/security.md lists them.
 */
import { z } from 'zod';
import { badEnvironment, blankToUndefined, settingOf, type Environment } from '../environment.ts';
import { defaultOf, type SettingName } from '../settings-table.ts';

/** The endpoints with a per-address limit. */
export type LimitedEndpoint = 'forms' | 'search' | 'webOrders' | 'contacts' | 'vitals';

export interface RateLimitSettings {
  /** Requests one client address may make per minute, per endpoint. */
  perMinute: Readonly<Record<LimitedEndpoint, number>>;
}

/**
 * Defaults: a person sends a form or an order a few times a minute at most; the issue pins forms at 60
 * (the 61st in a minute is refused). Search-as-you-type sends a request per keystroke, so it gets 600.
 * A page view sends at most a beacon of Core Web Vitals each time it is hidden: 120 a minute leaves room
 * for an office of visitors behind one address, and a flood is a lost sample, not a lost sale.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings['perMinute'] = {
  forms: Number(defaultOf('RATE_LIMIT_FORMS_PER_MINUTE')),
  search: Number(defaultOf('RATE_LIMIT_SEARCH_PER_MINUTE')),
  webOrders: Number(defaultOf('RATE_LIMIT_WEB_ORDERS_PER_MINUTE')),
  contacts: Number(defaultOf('RATE_LIMIT_CONTACTS_PER_MINUTE')),
  vitals: Number(defaultOf('RATE_LIMIT_VITALS_PER_MINUTE')),
};

const VARIABLES: Readonly<Record<LimitedEndpoint, SettingName>> = {
  forms: 'RATE_LIMIT_FORMS_PER_MINUTE',
  search: 'RATE_LIMIT_SEARCH_PER_MINUTE',
  webOrders: 'RATE_LIMIT_WEB_ORDERS_PER_MINUTE',
  contacts: 'RATE_LIMIT_CONTACTS_PER_MINUTE',
  vitals: 'RATE_LIMIT_VITALS_PER_MINUTE',
};

const perMinute = z.preprocess(
  blankToUndefined,
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).optional(),
);

/** Reads RATE_LIMIT_*_PER_MINUTE; a bad value throws `Bad environment, set: VAR: why`. */
export function rateLimitSettings(env: Environment): RateLimitSettings {
  const problems: string[] = [];
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [endpoint, variable] of Object.entries(VARIABLES) as Array<[LimitedEndpoint, SettingName]>) {
    const parsed = perMinute.safeParse(settingOf(env, variable));
    if (!parsed.success) problems.push(`${variable}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    else if (parsed.data !== undefined) limits[endpoint] = parsed.data;
  }
  if (problems.length > 0) throw badEnvironment(problems);
  return { perMinute: limits };
}
