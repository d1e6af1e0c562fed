/** `trainingCourse`: a dated course in a region's training catalogue. */
import { z } from 'zod';
import { portableTextSchema, referenceSchema, slugSchema } from './common.ts';
import { amountSchema, documentFields, isoDateSchema } from './document-fields.ts';

export const trainingCourseSchema = z
  .object({
    ...documentFields,
    _type: z.literal('trainingCourse'),
    /** Course name (missing: the slug). */
    title: z.string().optional(),
    /** URL segment under `/{region}/training-course/`; unique within a region. */
    slug: slugSchema,
    /** Region, upper case. */
    region: z.enum(['AU', 'NZ']),
    /** Groups the catalogue ("Strata BIM"); missing: "Other". */
    category: z.string().default('Other'),
    /** Online or at a venue (missing: online). */
    delivery: z.enum(['online', 'venue']).default('online'),
    /** Venue or city. */
    location: z.string().optional(),
    /** First day, `YYYY-MM-DD` (missing: dates to be announced). */
    startDate: isoDateSchema.optional(),
    /** Last day, `YYYY-MM-DD` (missing: the first day). */
    endDate: isoDateSchema.optional(),
    /** Price per seat (missing: no price shown). */
    price: z.object({ currency: z.enum(['NZD', 'AUD']), amount: amountSchema }).optional(),
    /** The product family the course teaches. */
    product: referenceSchema.optional(),
    /** Course description. */
    description: portableTextSchema.default([]),
  })
  .transform((course) => ({ ...course, title: course.title ?? course.slug.current }));

export type TrainingCourse = z.infer<typeof trainingCourseSchema>;
