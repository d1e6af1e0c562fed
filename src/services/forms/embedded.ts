/**
 * The embedded forms adapter: submissions stay in this server's database (the forms feature stores
 * every submission before it asks the port), so there is nothing to forward.
 */
import type { FormsPort, UpstreamResult } from './port.ts';

export class EmbeddedForms implements FormsPort {
  readonly name = 'embedded';

  submit(): Promise<UpstreamResult> {
    return Promise.resolve({ status: 'not-sent' });
  }
}
