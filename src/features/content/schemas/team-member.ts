/** `teamMember`: a person on the team pages and in team previews. */
import { z } from 'zod';
import { imageSchema, referenceSchema } from './common.ts';
import { documentFields } from './document-fields.ts';

export const teamMemberSchema = z.object({
  ...documentFields,
  _type: z.literal('teamMember'),
  /** The person's name. */
  title: z.string().default(''),
  /** A short biography (none: no bio paragraph). */
  bio: z.string().optional(),
  /** Portrait. */
  profileImage: imageSchema.optional(),
  /** Job title. */
  jobTitle: z.string().optional(),
  /** Work email. */
  email: z.email().optional(),
  /** Department; Sales, Support or Account people are listed on contact pages. */
  department: z.string().optional(),
  /** Office regions the person works for (project addition). */
  regions: z.array(referenceSchema).default([]),
  /** Product families the person is expert in. */
  expertise: z.array(referenceSchema).default([]),
  /** Skills with a level 1–5, 1 = Expert. */
  coreCompetency: z
    .array(z.object({ _key: z.string().optional(), title: z.string(), level: z.number().int().min(1).max(5) }))
    .default([]),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
