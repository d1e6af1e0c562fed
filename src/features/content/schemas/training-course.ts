/** `trainingCourse`: a dated course in a region's training catalogue. */
import { z } from 'zod';
import { portableTextSchema, referenceSchema, slugSchema } from './common.ts';
import { amountSchema, documentFields, isoDateSchema } from './document-fields.ts';

export const trainingCourseSchema = z.object({
  ...documentFields,
  _type: z.literal('trainingCourse'),
  /** Course name. */
  title: z.string(),
  /** URL segment under `/{region}/training-course/`; unique within a region. */
  slug: slugSchema,
  /** Region, upper case. */
  region: z.enum(['AU', 'NZ']),
  /** Groups the catalogue ("Strata BIM"). */
  category: z.string(),
  /** Online or at a venue. */
  delivery: z.enum(['online', 'venue']),
  /** Venue or city. */
  location: z.string().optional(),
  /** First day, `YYYY-MM-DD`. */
  startDate: isoDateSchema,
  /** Last day, `YYYY-MM-DD`. */
  endDate: isoDateSchema,
  /** Price per seat. */
  price: z.object({ currency: z.enum(['NZD', 'AUD']), amount: amountSchema }),
  /** The product family the course teaches. */
  product: referenceSchema.optional(),
  /** Course description. */
  description: portableTextSchema.default([]),
});

export type TrainingCourse = z.infer<typeof trainingCourseSchema>;
