/** The schema of a region code (the codes themselves, zod-free: regions.ts). */
import * as z from 'zod/mini';
import { regionCodes } from './regions.ts';

/** A region code: `nz` or `au`. */
export const regionCodeSchema = z.enum(regionCodes);
export type RegionCode = z.infer<typeof regionCodeSchema>;
