import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Our OAuth2 authorisation server (issue 18, point 4) driven by a standard OAuth2 client library (oauth4webapi)
 * over HTTP against the server listening on 127.0.0.1: the approval the /sso page sends (SPEC §7.1), the
 * authorization code with PKCE exchanged once, the user info, refresh, revoke, introspection, and the refusals
 * (an unregistered redirect URI, another client's tokens, a wrong secret or verifier).
 */
describe('OAuth2 authorisation server', () => {
  let t: TestApp;
  let base: string;
  let as: oauth.AuthorizationServer;
  let adminToken: string;
  let deputyToken: string;
  const redirectUri = 'http://127.0.0.1:18999/callback';
  const insecure = { [oauth.allowInsecureRequests]: true } as const;
  const app1: oauth.Client = { client_id: 'renda-app' };
  const auth1 = oauth.ClientSecretBasic('app-secret-0001');
  const app2: oauth.Client = { client_id: 'other-app' };
  const auth2 = oauth.ClientSecretPost('app-secret-0002');

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/admin-api`;
    as = {
      issuer: base,
      authorization_endpoint: `${base}/system/oauth2/authorize`,
      token_endpoint: `${base}/system/oauth2/token`,
      revocation_endpoint: `${base}/system/oauth2/revoke-token`,
      introspection_endpoint: `${base}/system/oauth2/check-token`,
    };
    adminToken = (await t.login()).accessToken;
    deputyToken = (await t.login('deputy1', 'deputy123')).accessToken;
    for (const [clientId, secret, name] of [['renda-app', 'app-secret-0001', '履职通'], ['other-app', 'app-secret-0002', '其他应用']]) {
      const created = await t.call({
        method: 'POST', url: '/admin-api/system/oauth2-client/create', token: adminToken,
        payload: {
          clientId, secret, name, logo: 'https://example.test/logo.png', description: '省内应用', status: 0,
          accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 86400, redirectUris: [redirectUri],
          authorizedGrantTypes: ['authorization_code', 'refresh_token'], scopes: ['user.read', 'user.write'], autoApproveScopes: [],
        },
      });
      expect(created.code).toBe(0);
    }
  });
  afterAll(() => t.close());

  /** What the /sso page sends (SPEC §7.1): form-encoded parameters, `scope` a JSON map. */
  const approve = (params: Record<string, string>, token = deputyToken) =>
    t.call<string | null>({
      method: 'POST', url: '/admin-api/system/oauth2/authorize', token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(params).toString(),
    });

  /** The whole browser leg: the page's approval of user.read for the client, and the redirect's parameters. */
  async function authorize(client = app1, scopes: Record<string, boolean> = { 'user.read': true, 'user.write': false }) {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = await approve({
      response_type: 'code', client_id: client.client_id, redirect_uri: redirectUri, state, auto_approve: 'false',
      scope: JSON.stringify(scopes),
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    });
    expect(url.code).toBe(0);
    const params = oauth.validateAuthResponse(as, client, new URL(url.data!), state);
    return { params, verifier };
  }
  const exchange = (params: URLSearchParams, verifier: string, client = app1, clientAuth = auth1) =>
    oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, verifier, insecure)
      .then((response) => oauth.processAuthorizationCodeResponse(as, client, response));
  const userInfo = async (accessToken: string) => {
    const response = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(`${base}/system/oauth2/user/get`), undefined, undefined, insecure);
    return (await response.json()) as { code: number; data: { id: number; username: string; nickname: string; dept: { name: string } | null } | null; msg: string };
  };

  it('shows the client and its scopes to the /sso page, and answers the silent probe with null before any approval', async () => {
    const info = await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=renda-app', token: deputyToken });
    expect(info).toMatchObject({
      code: 0,
      data: { client: { name: '履职通', logo: 'https://example.test/logo.png' }, scopes: [{ key: 'user.read', value: false }, { key: 'user.write', value: false }] },
    });
    const probe = await approve({ response_type: 'code', client_id: 'renda-app', redirect_uri: redirectUri, auto_approve: 'true', scope: JSON.stringify({ 'user.read': true }) });
    expect(probe).toMatchObject({ code: 0, data: null });
    // The /sso page sends the parameters in the query string, with an empty body.
    const query = new URLSearchParams({ response_type: 'code', client_id: 'renda-app', redirect_uri: redirectUri, auto_approve: 'true', scope: JSON.stringify({ 'user.read': true }) });
    expect(await t.call({ method: 'POST', url: `/admin-api/system/oauth2/authorize?${query}`, token: deputyToken })).toMatchObject({ code: 0, data: null });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=nobody', token: deputyToken }))).toMatchObject({ code: 1002020000, msg: 'OAuth2 客户端不存在' });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=renda-app' })).code).toBe(401);
  });

  it('signs a user in through /sso with the demo seed’s application (renda-sso-demo / admin123), nothing registered first', async () => {
    const demo: oauth.Client = { client_id: 'renda-sso-demo' };
    const demoAuth = oauth.ClientSecretBasic('admin123');
    const demoRedirect = 'http://127.0.0.1:18080/callback.html';
    const info = await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=renda-sso-demo', token: deputyToken });
    expect(info).toMatchObject({ code: 0, data: { client: { name: '单点登录示例应用' }, scopes: [{ key: 'user.read', value: false }, { key: 'user.write', value: false }] } });
    const verifier = oauth.generateRandomCodeVerifier();
    const url = await approve({
      response_type: 'code', client_id: 'renda-sso-demo', redirect_uri: demoRedirect, state: 'demo', auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': true }), code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    });
    expect(url.data).toMatch(/^http:\/\/127\.0\.0\.1:18080\/callback\.html\?code=[0-9a-f]{32}&state=demo$/);
    const params = oauth.validateAuthResponse(as, demo, new URL(url.data!), 'demo');
    const tokens = await oauth.processAuthorizationCodeResponse(as, demo,
      await oauth.authorizationCodeGrantRequest(as, demo, demoAuth, params, demoRedirect, verifier, insecure));
    expect((await userInfo(tokens.access_token)).data).toMatchObject({ username: 'deputy1', nickname: '张建国' });
  });

  it('keeps `default`, the admin UI’s own client, out of the applications: no approval at /sso, no registration', async () => {
    expect(await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=default', token: deputyToken })).toMatchObject({ code: 1002020000 });
    expect(await approve({ response_type: 'code', client_id: 'default', redirect_uri: redirectUri, auto_approve: 'false', scope: JSON.stringify({ 'user.read': true }) }))
      .toMatchObject({ code: 1002020000 });
    const created = await t.call({
      method: 'POST', url: '/admin-api/system/oauth2-client/create', token: adminToken,
      payload: {
        clientId: 'Default', secret: 'app-secret-0003', name: '冒名应用', status: 0, accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 86400,
        redirectUris: [redirectUri], authorizedGrantTypes: ['authorization_code'], scopes: ['user.read'], autoApproveScopes: [],
      },
    });
    expect(created).toMatchObject({ code: 1002020007, msg: '客户端编号【default】为系统保留，请换一个' });
  });

  it('changes the user’s own profile fields under user.write only (PUT /system/oauth2/user/update)', async () => {
    const update = async (accessToken: string, body: object) => {
      const headers = new Headers({ 'content-type': 'application/json' });
      const response = await oauth.protectedResourceRequest(accessToken, 'PUT', new URL(`${base}/system/oauth2/user/update`), headers, JSON.stringify(body), insecure);
      return (await response.json()) as { code: number; data: boolean | null; msg: string };
    };
    const readOnly = await authorize();
    const reader = await exchange(readOnly.params, readOnly.verifier);
    expect(await update(reader.access_token, { nickname: '张建国' })).toMatchObject({ code: 403, data: null });

    const both = await authorize(app1, { 'user.read': true, 'user.write': true });
    const writer = await exchange(both.params, both.verifier);
    const refused = await update(writer.access_token, { email: 'not-an-email' });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('邮箱');
    // only the profile's fields: an application cannot rename the account (an unknown field is ignored, as Spring does)
    expect(await update(writer.access_token, { nickname: '张建国代表', sex: 1, username: 'someoneelse' })).toMatchObject({ code: 0, data: true });
    expect((await userInfo(writer.access_token)).data).toMatchObject({ username: 'deputy1', nickname: '张建国代表' });
    expect(await update(writer.access_token, { nickname: '张建国' })).toMatchObject({ code: 0, data: true });
  });

  it('runs authorization code + PKCE: a code exchanged once, the user info, refresh, introspection and revoke', async () => {
    const { params, verifier } = await authorize();
    const tokens = await exchange(params, verifier);
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'user.read', expires_in: expect.any(Number) });
    expect(tokens.refresh_token).toMatch(/^[0-9a-f]{32}$/);

    // The code works once.
    await expect(exchange(params, verifier)).rejects.toMatchObject({ error: 'invalid_grant', error_description: 'code 不存在' });

    const me = await userInfo(tokens.access_token);
    expect(me).toMatchObject({ code: 0, data: { id: 101, username: 'deputy1', nickname: '张建国' } });
    // An application's token is no session of the admin API.
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: tokens.access_token })).code).toBe(401);

    // The approval is remembered: the page's silent probe now redirects with a code at once.
    const probe = await approve({ response_type: 'code', client_id: 'renda-app', redirect_uri: redirectUri, auto_approve: 'true', state: 's1', scope: JSON.stringify({ 'user.read': true }) });
    expect(probe.data).toMatch(/^http:\/\/127\.0\.0\.1:18999\/callback\?code=[0-9a-f]{32}&state=s1$/);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=renda-app', token: deputyToken });
    expect(info.data.scopes).toEqual([{ key: 'user.read', value: true }, { key: 'user.write', value: false }]);

    const introspection = await oauth.processIntrospectionResponse(as, app1, await oauth.introspectionRequest(as, app1, auth1, tokens.access_token, insecure));
    expect(introspection).toMatchObject({ active: true, scope: 'user.read', client_id: 'renda-app', user_id: 101, tenant_id: 1 });

    const refreshed = await oauth.processRefreshTokenResponse(as, app1, await oauth.refreshTokenGrantRequest(as, app1, auth1, tokens.refresh_token!, insecure));
    expect(refreshed).toMatchObject({ token_type: 'bearer', scope: 'user.read' });
    expect((await userInfo(tokens.access_token)).code).toBe(401);
    expect((await userInfo(refreshed.access_token)).data).toMatchObject({ id: 101 });

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app1, auth1, refreshed.access_token, insecure));
    expect((await userInfo(refreshed.access_token)).code).toBe(401);
    await expect(oauth.refreshTokenGrantRequest(as, app1, auth1, refreshed.refresh_token!, insecure).then((r) => oauth.processRefreshTokenResponse(as, app1, r)))
      .rejects.toMatchObject({ error: 'invalid_grant' });

    // The application's sign-in is in the login log as 单点登录 (105).
    const log = await t.call<{ list: { logType: number; username: string; result: number; userAgent: string }[] }>({
      method: 'GET', url: '/admin-api/system/login-log/page?username=deputy1&pageNo=1&pageSize=20', token: adminToken,
    });
    expect(log.data.list.find((r) => r.logType === 105)).toMatchObject({ username: 'deputy1', result: 0, userAgent: 'OAuth2 客户端 renda-app' });
  });

  it('refuses a redirect URI that is not registered, a grant the client lacks, and a scope it was not given', async () => {
    const base = { response_type: 'code', client_id: 'renda-app', auto_approve: 'false', scope: JSON.stringify({ 'user.read': true }) };
    expect(await approve({ ...base, redirect_uri: 'http://127.0.0.1:18999/callback/../evil' })).toMatchObject({ code: 1002020005, msg: '无效 redirect_uri: http://127.0.0.1:18999/callback/../evil' });
    expect(await approve({ ...base, redirect_uri: 'http://127.0.0.1:18999/callbackx' })).toMatchObject({ code: 1002020005 });
    expect(await approve({ ...base, redirect_uri: redirectUri, scope: JSON.stringify({ 'admin.all': true }) })).toMatchObject({ code: 1002020004, msg: '授权范围过大' });
    expect(await approve({ ...base, redirect_uri: redirectUri, response_type: 'token' })).toMatchObject({ code: 400 });
    expect(await approve({ ...base, redirect_uri: redirectUri, scope: '[1]' })).toMatchObject({ code: 400 });
    // 拒绝: everything false sends the user back with access_denied.
    const denied = await approve({ ...base, redirect_uri: redirectUri, state: 'x', scope: JSON.stringify({ 'user.read': false }) });
    expect(denied.data).toBe(`${redirectUri}?error=access_denied&error_description=User+denied+access&state=x`);
  });

  it('refuses another client\'s code and tokens, a wrong secret and a wrong PKCE verifier', async () => {
    const first = await authorize();
    // another client presenting app1's code: refused, and the code is spent
    await expect(exchange(first.params, first.verifier, app2, auth2)).rejects.toMatchObject({ error: 'invalid_grant', error_description: 'client_id 不匹配' });

    const second = await authorize();
    await expect(exchange(second.params, oauth.generateRandomCodeVerifier())).rejects.toMatchObject({ error: 'invalid_grant', error_description: 'code_verifier 不匹配' });

    const third = await authorize();
    await expect(exchange(third.params, third.verifier, app1, oauth.ClientSecretBasic('wrong-secret')))
      .rejects.toMatchObject({ status: 401, error: 'invalid_client', error_description: '无效 client_secret: renda-app' });

    const fourth = await authorize();
    const tokens = await exchange(fourth.params, fourth.verifier);
    await expect(oauth.refreshTokenGrantRequest(as, app2, auth2, tokens.refresh_token!, insecure).then((r) => oauth.processRefreshTokenResponse(as, app2, r)))
      .rejects.toMatchObject({ error: 'invalid_grant' });
    const foreign = await oauth.processIntrospectionResponse(as, app2, await oauth.introspectionRequest(as, app2, auth2, tokens.access_token, insecure)).catch((e: unknown) => e);
    expect(foreign).toMatchObject({ error: 'invalid_grant' });
    // app2 revoking app1's token: answered, but the token lives on
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app2, auth2, tokens.access_token, insecure));
    expect((await userInfo(tokens.access_token)).code).toBe(0);
    // the admin UI's refresh endpoint does not take an application's refresh token
    expect((await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${tokens.refresh_token}` })).code).toBe(400);
  });

  it('needs user.read for the user info', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = await approve({
      response_type: 'code', client_id: 'renda-app', redirect_uri: redirectUri, auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': false, 'user.write': true }),
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    });
    const params = oauth.validateAuthResponse(as, app1, new URL(url.data!), oauth.expectNoState);
    const tokens = await exchange(params, verifier);
    expect(tokens.scope).toBe('user.write');
    expect((await userInfo(tokens.access_token)).code).toBe(403);
  });

  it('lists the live tokens in 令牌管理 with their digests, and 强退 ends the application\'s sign-in', async () => {
    const { params, verifier } = await authorize();
    const tokens = await exchange(params, verifier);
    const page = await t.call<{ list: { id: number; accessToken: string; clientId: string; userId: number }[] }>({
      method: 'GET', url: '/admin-api/system/oauth2-token/page?clientId=renda-app&pageNo=1&pageSize=50', token: adminToken,
    });
    expect(page.code).toBe(0);
    expect(page.data.list.length).toBeGreaterThan(0);
    expect(page.data.list.every((r) => r.clientId === 'renda-app' && r.accessToken !== tokens.access_token)).toBe(true);
    const live = page.data.list[0];
    expect(live).toMatchObject({ userId: 101, accessToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const kicked = await t.call({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?accessToken=${live.accessToken}`, token: adminToken });
    expect(kicked).toMatchObject({ code: 0, data: true });
    expect((await userInfo(tokens.access_token)).code).toBe(401);
    // gone already: nothing to do, as in yudao
    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?accessToken=${live.accessToken}`, token: adminToken })).toMatchObject({ code: 0, data: true });
    const kicks = await t.call<{ list: { logType: number; username: string }[] }>({
      method: 'GET', url: '/admin-api/system/login-log/page?username=deputy1&pageNo=1&pageSize=5', token: adminToken,
    });
    expect(kicks.data.list[0]).toMatchObject({ logType: 202, username: 'deputy1' });
    // a deputy may not
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2-token/page?pageNo=1&pageSize=10', token: deputyToken })).code).toBe(403);
  });

  it('keeps client secrets as digests that are never read back', async () => {
    const page = await t.call<{ list: Record<string, unknown>[] }>({ method: 'GET', url: '/admin-api/system/oauth2-client/page?pageNo=1&pageSize=10', token: adminToken });
    expect(page.data.list.map((r) => r.clientId)).toEqual(['other-app', 'renda-app', 'renda-sso-demo']);
    for (const row of page.data.list) expect(row).not.toHaveProperty('secret');
    const rows = await t.db.selectFrom('systemOauth2Client').select('secret').execute();
    expect(rows.map((r) => r.secret)).not.toContain('app-secret-0001');
    // An update does not take a secret (a new secret is a new client); a disabled client gets no tokens.
    const id = (page.data.list.find((r) => r.clientId === 'renda-app')!.id) as number;
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2-client/update', token: adminToken, payload: { id, secret: 'app-secret-9999' } })).code).toBe(0);
    const { params, verifier } = await authorize();
    expect(await exchange(params, verifier)).toMatchObject({ token_type: 'bearer' });
    const next = await authorize();
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2-client/update', token: adminToken, payload: { id, status: 1 } })).code).toBe(0);
    await expect(exchange(next.params, next.verifier)).rejects.toMatchObject({ status: 401, error: 'invalid_client', error_description: 'OAuth2 客户端已禁用' });
  });
});
