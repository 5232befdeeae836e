import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../../../http/errors.ts';
import { FileErrors } from './fileErrors.ts';
import type { NewFile } from './fileStorage.ts';
import { readUpload } from './uploadReader.ts';

/**
 * Images a browser shows safely from our origin. No SVG: it is a document that can carry script, and it would be
 * served from the API's origin.
 */
export const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const IMAGE_NAMES = 'JPG、PNG、GIF、WEBP';

/**
 * The image in the multipart field `field`, at most `maxBytes`. Its type is read from its content (the file name and
 * the declared type are the sender's word): a file that is not one of the image types is refused.
 */
export async function readImageUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<NewFile> {
  const upload = await readUpload(request, field, maxBytes);
  const detected = await fileTypeFromBuffer(upload.content);
  const extension = detected && IMAGE_TYPES[detected.mime];
  if (!detected || !extension) throw fail(FileErrors.TYPE_NOT_ALLOWED, IMAGE_NAMES);
  return { content: upload.content, name: upload.name, type: detected.mime, extension };
}
