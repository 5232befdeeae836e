import type { YudaoCall } from '../call.ts';

const SOURCE = 'src/api/system/socialUser.js; src/views/system/user/profile/userSocial.vue';

/** created(): back from the provider at /user/profile?type=&code=&state=, the personal centre binds the account. */
export const socialBind = (type: number, code: string, state: string): YudaoCall => ({
  api: 'socialBind', source: `${SOURCE} created()`, method: 'post', url: '/system/social-user/bind', data: { type, code, state },
});

/** unbind(): a DELETE with a JSON body. */
export const socialUnbind = (type: number, openid: string): YudaoCall => ({
  api: 'socialUnbind', source: `${SOURCE} unbind()`, method: 'delete', url: '/system/social-user/unbind', data: { type, openid },
});
