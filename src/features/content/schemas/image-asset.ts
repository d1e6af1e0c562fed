/** `sanity.imageAsset`: an image file image fields point at. */
import { z } from 'zod';
import { documentFields } from './document-fields.ts';

export const imageAssetSchema = z.object({
  ...documentFields,
  _type: z.literal('sanity.imageAsset'),
  /** Where the file is served. */
  url: z.string().min(1),
  /** Pixel size, for width and height attributes. */
  metadata: z.object({ dimensions: z.object({ width: z.number().positive(), height: z.number().positive() }) }),
});

export type ImageAsset = z.infer<typeof imageAssetSchema>;
