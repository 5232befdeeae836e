import type { YudaoCall } from '../call.ts';

const CLIENT = 'src/api/system/oauth2/oauth2Client.js; src/views/system/oauth2/client/index.vue';
const TOKEN = 'src/api/system/oauth2/oauth2Token.js; src/views/system/oauth2/token/index.vue';

export const getOAuth2ClientPage = (query: { name?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'getOAuth2ClientPage', source: `${CLIENT} getList()`, method: 'get', url: '/system/oauth2-client/page',
  params: { pageNo: 1, pageSize: 10, name: null, status: null, ...query },
  reads: ['total', 'list[].id', 'list[].clientId', 'list[].name', 'list[].logo', 'list[].status', 'list[].accessTokenValiditySeconds',
    'list[].refreshTokenValiditySeconds', 'list[].authorizedGrantTypes', 'list[].createTime'],
});

/**
 * handleAdd() + submitForm(): reset() sends every field of its form, `authorities`, `resourceIds` (which we do not
 * keep: ignored) and `additionalInformation` among them; the lifetimes as numbers. The dialog has no field for the
 * grant types (its rule for them binds to no field), so reset()'s empty list is what it always sends.
 */
export const createOAuth2Client = (form: { clientId: string; secret: string; name: string; redirectUris: string[]; scopes: string[] }): YudaoCall => ({
  api: 'createOAuth2Client', source: `${CLIENT} handleAdd(), submitForm()`, method: 'post', url: '/system/oauth2-client/create',
  data: {
    id: undefined, logo: 'https://example.com/logo.png', description: undefined, status: 0, accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 43200, authorizedGrantTypes: [], autoApproveScopes: [], authorities: [], resourceIds: [], additionalInformation: undefined, ...form,
  },
  reads: ['.'],
});

export const getOAuth2Client = (id: number): YudaoCall => ({
  api: 'getOAuth2Client', source: `${CLIENT} handleUpdate()`, method: 'get', url: `/system/oauth2-client/get?id=${id}`,
  reads: ['id', 'clientId', 'name', 'status', 'redirectUris', 'authorizedGrantTypes', 'scopes', 'autoApproveScopes'],
});

export const updateOAuth2Client = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateOAuth2Client', source: `${CLIENT} handleUpdate(), submitForm()`, method: 'put', url: '/system/oauth2-client/update', data: { ...got, ...changes },
});

export const deleteOAuth2Client = (id: number): YudaoCall => ({
  api: 'deleteOAuth2Client', source: `${CLIENT} handleDelete()`, method: 'delete', url: `/system/oauth2-client/delete?id=${id}`,
});

export const getAccessTokenPage = (query: { userId?: number; userType?: number | '' } = {}): YudaoCall => ({
  api: 'getAccessTokenPage', source: `${TOKEN} getList()`, method: 'get', url: '/system/oauth2-token/page',
  params: { pageNo: 1, pageSize: 10, userId: undefined, userType: undefined, ...query },
  reads: ['total', 'list[].id', 'list[].accessToken', 'list[].refreshToken', 'list[].userId', 'list[].userType', 'list[].expiresTime', 'list[].createTime'],
});
