/**
 * A gated blog's file (GET /api/gated-files/{file}?expires&signature): served only
 * through a link the server signed when it handed the success content to someone who may read it,
 * and only until the link expires. The files live outside the public folder (GATED_FILES_DIR).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { services } from '../../services/config.ts';
import { problem } from '../../lib/http/json-response.ts';
import { GATED_FILE_NAME } from './gated-links.ts';
import { fileLinkIsValid } from './grant.server.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isMissing = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Answers a request for the gated file `file` at `url`. */
export async function gatedFileResponse(url: URL, file: string): Promise<Response> {
  if (!GATED_FILE_NAME.test(file)) return problem('There is no such file.', 404);
  const secret = await services().secret();
  const { searchParams } = url;
  if (
    !fileLinkIsValid(
      secret,
      file,
      searchParams.get('expires'),
      searchParams.get('signature'),
      Math.floor(Date.now() / 1000),
    )
  ) {
    return problem('This link is not valid or has expired. Open the page again to get a new one.', 403, {
      'Cache-Control': 'private, no-store',
    });
  }
  try {
    const bytes = await readFile(join(services().config.gatedFilesDir, file));
    return new Response(bytes, {
      headers: {
        'Content-Type': CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${file}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isMissing(error)) return problem('There is no such file.', 404);
    console.error(`GET /api/gated-files/${file}: failed.`, error);
    return problem('The file cannot be loaded at the moment. Please try again later.', 503);
  }
}
