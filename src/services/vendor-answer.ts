/**
 * What the adapters share at the edge to a vendor: reading an HTTP answer's body with a zod schema, and
 * the error a delivery throws, saying whether trying again can help (the outbox worker reads that).
 */
import type { z } from 'zod';

/** An answer's JSON body, checked with `schema`; undefined when it is not JSON of that shape. */
export async function answerBody<T>(response: Response, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await response.text().catch(() => '');
  try {
    return schema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

/** Why something was not delivered; `permanent` when sending it again cannot succeed. */
export class DeliveryError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.permanent = permanent;
  }
}

/** Whether an adapter said its failure is for good. */
export const isPermanent = (error: unknown): boolean => error instanceof DeliveryError && error.permanent;
