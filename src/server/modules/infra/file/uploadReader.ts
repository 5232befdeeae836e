import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { assertValid } from '../../../crud/validation.ts';
import { coerceInput } from '../../../../shared/validation/coerce.ts';
import { translateAjvErrors, type FieldMessage } from '../../../../shared/validation/ajvMessages.ts';
import { FileErrors } from './fileErrors.ts';

/**
 * The file's name passes the input rules of every other request part (a NUL in it reached the database: 系统异常);
 * the text fields are the route's to check (a storage path has its own reasons). The file's field, whatever it is
 * called, is 上传文件 in a refusal, and its name 文件名.
 */
function checkUpload(field: string, name: string | undefined): FieldMessage[] {
  const schema = { type: 'object', properties: { [field]: { title: '上传文件', properties: { name: { title: '文件名' } } } } };
  if (name === undefined) return translateAjvErrors([{ keyword: 'required', instancePath: '', params: { missingProperty: field } }], schema);
  return translateAjvErrors(coerceInput({ [field]: { name } }, schema, 'body').errors, schema);
}

/** A size as people read it: 10 MB, 512 KB, 100 B. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

export interface RawUpload {
  content: Buffer;
  /** The name the sender gave it (never trusted for its type or its path). */
  name: string;
  /** The multipart text fields sent with it. */
  fields: Record<string, string>;
}

/**
 * The one file of the multipart field `field`, at most `maxBytes` (1001003004 文件大小不能超过 …), not empty, with the
 * text fields sent beside it. Other file fields are read and dropped.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<RawUpload> {
  if (!request.isMultipart()) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请以 multipart/form-data 上传文件`);
  let upload: { content: Buffer; name: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes } })) {
      if (part.type === 'file' && part.fieldname === field) upload = { content: await part.toBuffer(), name: part.filename };
      else if (part.type === 'file') await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(FileErrors.TOO_LARGE, sizeText(maxBytes));
    throw error;
  }
  assertValid(() => checkUpload(field, upload?.name), undefined);
  if (!upload) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, GlobalErrors.BAD_REQUEST.msg); // refused above; for the type
  if (!upload.content.length) throw fail(FileErrors.IS_EMPTY);
  return { ...upload, fields };
}
