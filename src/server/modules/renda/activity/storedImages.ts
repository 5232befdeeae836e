import type { TenantScope } from '../../../db/tenantScope.ts';
import { IMAGE_TYPES } from '../../infra/file/imageUpload.ts';

/** Largest photo a check-in or a 履职登记 takes (the upload itself is limited by FILE_UPLOAD_MAX_BYTES). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Whether every url is a file uploaded in this tenant (`/infra/file/upload`) whose content the upload found to be an
 * image (the sniffed type, never the name) of at most PHOTO_MAX_BYTES.
 */
export async function areStoredImages(scope: TenantScope, urls: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(urls)];
  if (!wanted.length) return true;
  const files = await scope.selectFrom('infraFile').select(['url', 'type', 'size'])
    .where('url', 'in', wanted).where('deleted', '=', false).execute();
  const good = new Set(files.filter((f) => Object.hasOwn(IMAGE_TYPES, f.type) && Number(f.size) <= PHOTO_MAX_BYTES).map((f) => f.url));
  return wanted.every((url) => good.has(url));
}
