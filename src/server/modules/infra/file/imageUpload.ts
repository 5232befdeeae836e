import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { FileErrors, type NewFile } from './fileStorage.ts';

/**
 * Images a browser shows safely from our origin. No SVG: it is a document that can carry script, and it would be
 * served from the API's origin.
 */
const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const IMAGE_NAMES = 'JPG、PNG、GIF、WEBP';

const megabytes = (bytes: number): string => `${bytes / 1024 / 1024} MB`;

/**
 * The image in the multipart field `field`, at most `maxBytes`. Its type is read from its content (the file name and
 * the declared type are the sender's word): a file that is not one of the image types is refused.
 */
export async function readImageUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<NewFile> {
  if (!request.isMultipart()) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请以 multipart/form-data 上传文件（字段 ${field}）`);
  let upload: { content: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes } })) {
      if (part.type === 'file' && part.fieldname === field) upload = { content: await part.toBuffer(), name: part.filename };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(FileErrors.TOO_LARGE, megabytes(maxBytes));
    throw error;
  }
  if (!upload) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请求参数缺失:${field}`);
  if (!upload.content.length) throw fail(FileErrors.IS_EMPTY);
  const detected = await fileTypeFromBuffer(upload.content);
  const extension = detected && IMAGE_TYPES[detected.mime];
  if (!detected || !extension) throw fail(FileErrors.TYPE_NOT_ALLOWED, IMAGE_NAMES);
  return { content: upload.content, name: upload.name, type: detected.mime, extension };
}
