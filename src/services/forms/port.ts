/**
 * The forms port (docs/forms.md): where a stored submission goes upstream. The embedded
 * adapter keeps it on this server only; the HubSpot adapter forwards it to HubSpot's Forms API.
 * Adapters never throw for an upstream problem: they answer what happened, and the caller records it.
 */
import type { HubspotStatus } from '../db/schema.ts';

/** One field as HubSpot's Forms API takes it. */
export interface UpstreamField {
  name: string;
  value: string;
}

/** A submission on its way upstream. */
export interface UpstreamSubmission {
  /** HubSpot portal (account) id of the form document. */
  portalId: string;
  /** HubSpot form guid of the form document. */
  formId: string;
  fields: UpstreamField[];
  context: {
    /** The page the form was sent from (absolute URL). */
    pageUri?: string | undefined;
    pageName?: string | undefined;
    /** HubSpot's tracking cookie (hubspotutk), when the visitor has one. */
    hutk?: string | undefined;
  };
}

/**
 * What forwarding came to: stored only, accepted upstream, or refused / unreachable (with why, and
 * `permanent` when HubSpot refused the submission itself, so sending it again cannot help).
 */
export type UpstreamResult =
  | { status: Extract<HubspotStatus, 'not-sent' | 'sent'> }
  | { status: Extract<HubspotStatus, 'failed'>; reason: string; permanent?: boolean };

/** Sends submissions upstream. */
export interface FormsPort {
  /** Which adapter this is (logs, tests). */
  readonly name: 'embedded' | 'hubspot';
  submit(submission: UpstreamSubmission): Promise<UpstreamResult>;
}
