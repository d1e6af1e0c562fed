/**
 * Where form submissions are forwarded (through the outbox), read from the environment (taken as a
 * value): HubSpot's Forms API with HUBSPOT_ENABLED=true, else nowhere beyond the site's own database.
 */
import { settingOf, type Environment } from '../environment.ts';
import { EmbeddedForms } from './embedded.ts';
import { HubspotForms } from './hubspot.ts';
import type { FormsPort } from './port.ts';

export interface FormsSettings {
  kind: 'embedded' | 'hubspot';
}

/** Whether the HubSpot adapter is switched on (HUBSPOT_ENABLED=true, any case). */
export function hubspotEnabled(env: Environment): boolean {
  return settingOf(env, 'HUBSPOT_ENABLED')?.trim().toLowerCase() === 'true';
}

/** Reads HUBSPOT_ENABLED. */
export function formsSettings(env: Environment): FormsSettings {
  return { kind: hubspotEnabled(env) ? 'hubspot' : 'embedded' };
}

/** The forms adapter of `settings`. */
export function createForms(settings: FormsSettings): FormsPort {
  return settings.kind === 'hubspot' ? new HubspotForms() : new EmbeddedForms();
}
