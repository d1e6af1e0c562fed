/**
 * The site's own settings, read from the environment (taken as a value): where the server keeps its
 * data (DATA_DIR), where the gated blogs' files are (GATED_FILES_DIR), and the editors' preview secret
 * (PREVIEW_SECRET).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { blankToUndefined, parseEnvironment, settingsObject, textOr, type Environment } from './environment.ts';
import { defaultOf } from './settings-table.ts';

export interface SiteSettings {
  /** Where the server keeps its data (embedded database, outbox, generated secret). Absolute. */
  dataDir: string;
  /** Where the gated blogs' files (white papers) are kept, outside the public folder. Absolute. */
  gatedFilesDir: string;
  /** Editors' live preview of drafts at /preview/<document _id>; off (every preview answers 404) without a secret. */
  preview: { secret: string | undefined };
}

const schema = settingsObject({
  DATA_DIR: textOr(defaultOf('DATA_DIR')),
  GATED_FILES_DIR: textOr(defaultOf('GATED_FILES_DIR')),
  PREVIEW_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(16, 'at least 16 characters (a long random string)').optional(),
  ),
});

/** Reads DATA_DIR, GATED_FILES_DIR and PREVIEW_SECRET. */
export function siteSettings(env: Environment): SiteSettings {
  const values = parseEnvironment(schema, env);
  return {
    dataDir: resolve(values.DATA_DIR),
    gatedFilesDir: resolve(values.GATED_FILES_DIR),
    preview: { secret: values.PREVIEW_SECRET },
  };
}
