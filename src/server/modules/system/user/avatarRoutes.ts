import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { readImageUpload } from '../../infra/file/imageUpload.ts';
import { storeFile } from '../../infra/file/fileStorage.ts';

/** An avatar is a small picture (the personal centre sends a 200×200 crop); 2 MB leaves room for an uncropped one. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `PUT /system/user/profile/update-avatar` (multipart `avatarFile`): the signed-in user's new avatar, stored through
 * the file storage and set on the account in one transaction; answers its URL (yudao's contract).
 */
export function avatarRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.put('/system/user/profile/update-avatar', { config: { access: 'login' } }, async (request) => {
      const image = await readImageUpload(request, 'avatarFile', AVATAR_MAX_BYTES);
      const userId = request.loginUser!.id;
      const url = await request.scope().transaction(async (scope) => {
        const stored = await storeFile(scope, image, String(userId));
        await scope.updateTable('systemUsers').set({ avatar: stored, updater: String(userId), updateTime: new Date() }).where('id', '=', userId).execute();
        return stored;
      });
      return ok(url);
    });
  };
}
