/** `redirect`: a legacy path and where it goes now. */
import { z } from 'zod';
import { documentFields } from './document-fields.ts';

export const redirectSchema = z.object({
  ...documentFields,
  _type: z.literal('redirect'),
  /** Starts with `/`, or `*` to match any prefix; may end with `/*` to match everything below. */
  fromPath: z.string().regex(/^(\*|\/)/, 'starts with / or *'),
  /** A site path or an absolute URL. */
  toPath: z.string().min(1),
  /** 301 or 302. */
  statusCode: z.union([z.literal(301), z.literal(302)]),
  /** False in every rule seen. */
  isPermanent: z.boolean().default(false),
  /** Match the path case-insensitively. */
  ignoreCase: z.boolean().default(true),
  /** The redirect is done by the client only. */
  redirectInBrowser: z.boolean().default(false),
});

export type Redirect = z.infer<typeof redirectSchema>;
