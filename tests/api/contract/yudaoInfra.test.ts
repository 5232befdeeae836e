import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { onPostgres } from '../../support/testDatabase.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../support/oidcProvider.ts';
import { expectAnswered, replay, type Session } from '../../support/contract/call.ts';
import * as auth from '../../support/contract/login.ts';
import * as user from '../../support/contract/system/user.ts';
import * as socialUser from '../../support/contract/system/socialUser.ts';
import * as file from '../../support/contract/infra/file.ts';
import * as fileConfig from '../../support/contract/infra/fileConfig.ts';
import * as dataSource from '../../support/contract/infra/dataSourceConfig.ts';
import * as codegen from '../../support/contract/infra/codegen.ts';

/** A 1×1 PNG: what the avatar cropper and an image upload send. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DAY = { begin: '2000-01-01 00:00:00', end: '2999-12-31 23:59:59' };

/**
 * The rest of the yudao vue2 client against our server (issue #12): SMS, social and SSO sign-in, the personal
 * centre's avatar and social accounts, 文件列表 / 文件配置 and the uploads of its components, 数据源配置 and 代码生成.
 * One app, with a files directory (local storage) and an OpenID Connect provider on 127.0.0.1 as the social site.
 */
describe('a yudao vue2 client: sign-in pages, profile, files, data sources and the code generator', () => {
  let t: TestApp;
  let op: TestOidcProvider;
  let admin: Session;
  let filesDir: string;
  const SOCIAL = 40;
  // inject() answers as host localhost: location.origin of the client's pages.
  const loginReturn = `http://localhost/social-login?type=${SOCIAL}&redirect=/`;
  const profileReturn = `http://localhost/user/profile?type=${SOCIAL}`;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'contract-files-'));
    [t, op] = await Promise.all([createTestApp({ dataDir: filesDir }), startOidcProvider([loginReturn, profileReturn])]);
    admin = { token: (await expectAnswered<{ accessToken: string }>(t, auth.login('admin', 'admin123'))).accessToken, tenantId: 1 };
    const social = await t.call({
      method: 'POST', url: '/admin-api/system/social-client/create', token: admin.token,
      payload: { name: '省统一身份认证', socialType: SOCIAL, code: 'province', clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer, scopes: 'openid profile', status: 0 },
    });
    expect(social.code, social.msg).toBe(0);
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** The browser's trip: our redirect address, the provider's pages signed in as `login`, back with code and state. */
  async function socialTrip(returnTo: string, login: string) {
    const to = await expectAnswered<string>(t, auth.socialAuthRedirect(SOCIAL, returnTo));
    const back = await signInAtProvider(to, login);
    expect(back.origin + back.pathname).toBe(new URL(returnTo).origin + new URL(returnTo).pathname);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('短信登录, 社交登录 (unbound: the bind form, then quick) and the /sso page', async () => {
    const mobile = '13812345604';
    await expectAnswered(t, auth.sendSmsCode(mobile));
    const sms = await t.call({ method: 'GET', url: `/admin-api/system/sms-log/page?mobile=${mobile}&pageNo=1&pageSize=1`, token: admin.token });
    const code = /(\d{6})/.exec(sms.data.list[0].templateContent)![1]!;
    const bySms = await expectAnswered<{ accessToken: string }>(t, auth.smsLogin(mobile, code));
    expect((await expectAnswered(t, auth.getInfo, { token: bySms.accessToken })).user.id).toBeGreaterThan(0);

    const first = await socialTrip(loginReturn, 'contract-alice');
    // socialLogin.vue: the quick login fails for an unbound account and the page shows the bind form
    expect(await replay(t, auth.socialQuickLogin(SOCIAL, first.code, first.state))).toMatchObject({ code: 1002000005 });
    const bound = await expectAnswered<{ accessToken: string; userId: number }>(t, auth.socialBindLogin(SOCIAL, first.code, first.state, 'deputy1', 'deputy123'));
    const next = await socialTrip(loginReturn, 'contract-alice');
    expect((await expectAnswered(t, auth.socialQuickLogin(SOCIAL, next.code, next.state))).userId).toBe(bound.userId);

    const redirectUri = 'https://app.example.com/callback';
    expect((await t.call({
      method: 'POST', url: '/admin-api/system/oauth2-client/create', token: admin.token,
      payload: { clientId: 'contract-sso', secret: 'contract-sso-secret', name: '契约应用', logo: 'https://app.example.com/logo.png', status: 0, accessTokenValiditySeconds: 1800,
        refreshTokenValiditySeconds: 86400, redirectUris: [redirectUri], authorizedGrantTypes: ['authorization_code'], scopes: ['user.read', 'user.write'], autoApproveScopes: [] },
    })).code).toBe(0);
    const deputy = { token: bound.accessToken, tenantId: 1 };
    // sso.vue with ?scope=: first an automatic approval, which answers no address for scopes never approved
    expect(await expectAnswered(t, auth.authorize({ clientId: 'contract-sso', redirectUri, state: 's1', autoApprove: true, checked: ['user.read'], unchecked: [] }), deputy)).toBeNull();
    const page = await expectAnswered(t, auth.getAuthorize('contract-sso'), deputy);
    expect(page.scopes.map((s: { key: string }) => s.key)).toEqual(['user.read', 'user.write']);
    const approved = await expectAnswered<string>(t, auth.authorize({ clientId: 'contract-sso', redirectUri, state: 's1', autoApprove: false, checked: ['user.read'], unchecked: ['user.write'] }), deputy);
    const back = new URL(approved);
    expect([back.origin + back.pathname, back.searchParams.get('state')]).toEqual([redirectUri, 's1']);
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('个人中心: the cropped avatar (a PUT of avatarFile), then 绑定 and 解绑 a social account', async () => {
    const staff = await expectAnswered<{ accessToken: string }>(t, auth.login('staff', 'staff123'));
    const session = { token: staff.accessToken, tenantId: 1 };
    const avatar = await expectAnswered<string>(t, user.uploadAvatar(PNG), session);
    expect((await expectAnswered(t, user.getUserProfile, session)).avatar).toBe(avatar);
    // the navbar shows it: the address answers the picture, with no token (an <img>)
    const picture = await t.app.inject({ method: 'GET', url: new URL(avatar, 'http://localhost').pathname });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);

    const trip = await socialTrip(profileReturn, 'contract-carol');
    await expectAnswered(t, socialUser.socialBind(SOCIAL, trip.code, trip.state), session);
    // the page asks the profile again (getUser): the tab shows the type bound, with the openid 解绑 sends
    expect((await expectAnswered(t, user.getUserProfile, session)).socialUsers).toEqual([{ type: SOCIAL, openid: 'contract-carol' }]);
    await expectAnswered(t, socialUser.socialUnbind(SOCIAL, 'contract-carol'), session);
    expect((await expectAnswered(t, user.getUserProfile, session)).socialUsers).toEqual([]);
  });

  it('文件配置 and 文件列表: local and DB storages from the form, 主配置, 测试, an editor upload, the list, delete', async () => {
    const localId = await expectAnswered<number>(t, fileConfig.createFileConfig({ name: '契约本地', storage: 10, remark: '本地磁盘', config: { basePath: '/home/yudao/files', domain: 'http://127.0.0.1:48080' } }), admin);
    const dbId = await expectAnswered<number>(t, fileConfig.createFileConfig({ name: '契约数据库', storage: 1, config: { domain: 'http://127.0.0.1:48080' } }), admin);
    await expectAnswered(t, fileConfig.getFileConfigPage({ name: '契约', storage: '', beginCreateTime: DAY.begin, endCreateTime: DAY.end }), admin);
    const got = await expectAnswered(t, fileConfig.getFileConfig(localId, 10), admin);
    // the disk's directory is fixed (what was typed is not kept); the domain typed is
    expect(got.config).toEqual({ basePath: 'files', domain: 'http://127.0.0.1:48080' });
    await expectAnswered(t, fileConfig.updateFileConfig(got, { remark: '本地磁盘（改）' }), admin);
    expect((await expectAnswered(t, fileConfig.getFileConfig(localId, 10), admin)).remark).toBe('本地磁盘（改）');
    // the seeded storages, set up with no domain, open with the site's own address and save as they were read
    for (const [id, storage] of [[1, 1], [2, 10]] as const) {
      const seeded = await expectAnswered(t, fileConfig.getFileConfig(id, storage), admin);
      expect(seeded.config.domain).toBe('http://localhost');
      await expectAnswered(t, fileConfig.updateFileConfig(seeded, {}), admin);
      const stored = await sql<{ config: object }>`select config from infra_file_config where id = ${id}`.execute(t.db);
      expect(stored.rows[0]!.config).toEqual({});
    }
    for (const id of [localId, dbId]) {
      const url = await expectAnswered<string>(t, fileConfig.testFileConfig(id), admin);
      expect((await t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname })).statusCode).toBe(200);
    }
    await expectAnswered(t, fileConfig.updateFileConfigMaster(localId), admin);
    const listed = await expectAnswered<{ list: { id: number; master: boolean }[] }>(t, fileConfig.getFileConfigPage({ storage: 10 }), admin);
    expect(listed.list.find((row) => row.id === localId)!.master).toBe(true);

    // components/Editor and ImageUpload: field `file`, `data` is the address the editor inserts
    // their headers are Authorization only: no tenant-id (the signed-in user's tenant is the one)
    const url = await expectAnswered<string>(t, file.upload('图片.png', PNG, 'image/png'), { token: admin.token, tenantId: null });
    const fetched = await t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });
    expect([fetched.statusCode, fetched.rawPayload.equals(PNG)]).toEqual([200, true]);
    const files = await expectAnswered<{ list: { id: number; url: string }[] }>(t, file.getFilePage({ type: 'image/png', beginCreateTime: DAY.begin, endCreateTime: DAY.end }), admin);
    const row = files.list.find((f) => f.url === url)!;
    expect(row).toBeDefined();
    await expectAnswered(t, file.getFilePage({ path: row.url.split('/').pop() }), admin);
    await expectAnswered(t, file.deleteFile(row.id), admin);

    await expectAnswered(t, fileConfig.deleteFileConfig(dbId), admin);
  });

  it('数据源配置: the master first, a source that cannot connect refused with yudao\'s message', async () => {
    const list = await expectAnswered<{ id: number; name: string; url: string }[]>(t, dataSource.getDataSourceConfigList, admin);
    expect(list[0]).toMatchObject({ id: 0, name: 'master' });
    expect(list[0]!.url).toMatch(/^postgresql:\/\//);
    expect(JSON.stringify(list)).not.toMatch(/password/i);
    expect(await expectAnswered(t, dataSource.getDataSourceConfig(0), admin)).toMatchObject({ id: 0, name: 'master' });
    for (const url of ['jdbc:postgresql://127.0.0.1:1/nothing', 'jdbc:mysql://127.0.0.1:3306/ruoyi-vue-pro', 'not a url']) {
      expect(await replay(t, dataSource.createDataSourceConfig({ name: '不通', url, username: 'root', password: '123456' }), admin))
        .toMatchObject({ code: 1001007001, msg: '数据源配置不正确，无法进行连接' });
    }
    expect(await replay(t, dataSource.getDataSourceConfig(99), admin)).toMatchObject({ code: 1001007000, msg: '数据源配置不存在' });
    // a tenant other than the platform's may not read the platform's databases
    const admin2 = await t.login('admin2', 'admin123', 2);
    expect((await replay(t, dataSource.getDataSourceConfigList, { token: admin2.accessToken, tenantId: 2 })).code).not.toBe(0);
  });

  it('代码生成 over the master: import dialog, list, 编辑 with the whole detail sent back, 预览, 生成代码, 同步, 删除', async () => {
    await sql`create table contract_item (id bigint generated by default as identity primary key, name varchar(64) not null, price numeric(10, 2))`.execute(t.db);
    await sql`comment on table contract_item is '契约物品表'`.execute(t.db);
    await sql`comment on column contract_item.name is '名称'`.execute(t.db);

    const sources = await expectAnswered<{ id: number }[]>(t, dataSource.getDataSourceConfigList, admin);
    const tables = await expectAnswered<{ name: string }[]>(t, codegen.getSchemaTableList({ dataSourceConfigId: sources[0]!.id, name: 'contract' }), admin);
    expect(tables.map((x) => x.name)).toEqual(['contract_item']);
    const [tableId] = await expectAnswered<number[]>(t, codegen.createCodegenList(sources[0]!.id, ['contract_item']), admin);
    const page = await expectAnswered(t, codegen.getCodegenTablePage({ tableName: 'contract', beginCreateTime: DAY.begin, endCreateTime: DAY.end }), admin);
    expect(page.list.map((x: { id: number; dataSourceConfigId: number }) => [x.id, x.dataSourceConfigId])).toEqual([[tableId, 0]]);

    const detail = await expectAnswered(t, codegen.getCodegenDetail(tableId!), admin);
    await expectAnswered(t, codegen.updateCodegen(detail, { classComment: '契约物品', author: '契约' }), admin);
    expect((await expectAnswered(t, codegen.getCodegenDetail(tableId!), admin)).table).toMatchObject({ classComment: '契约物品', author: '契约' });
    await expectAnswered(t, codegen.previewCodegen(tableId!), admin);
    await expectAnswered(t, codegen.downloadCodegen(tableId!), admin);
    await sql`alter table contract_item add column remark varchar(255)`.execute(t.db);
    await expectAnswered(t, codegen.syncCodegenFromDB(tableId!), admin);
    expect((await expectAnswered(t, codegen.getCodegenDetail(tableId!), admin)).columns.map((c: { columnName: string }) => c.columnName)).toContain('remark');
    await expectAnswered(t, codegen.deleteCodegen(tableId!), admin);
  });

  // A further source needs a second PostgreSQL server to connect to: the run on PostgreSQL has one.
  it.runIf(onPostgres())('数据源配置 and 代码生成 over a further PostgreSQL database: add, import, preview, 生成 refused, edit, delete', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `contract_src_${randomBytes(4).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: server.toString() });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    try {
      const other = new pg.Client({ connectionString: Object.assign(new URL(server.toString()), { pathname: `/${name}` }).toString() });
      await other.connect();
      await other.query(`create table shop_order (id bigint primary key, buyer varchar(64) not null); comment on table shop_order is '商城订单表'`);
      await other.end();

      const form = { name: '商城库', url: `jdbc:postgresql://${server.host}/${name}`, username: decodeURIComponent(server.username), password: decodeURIComponent(server.password) };
      const id = await expectAnswered<number>(t, dataSource.createDataSourceConfig(form), admin);
      const list = await expectAnswered<{ id: number; name: string }[]>(t, dataSource.getDataSourceConfigList, admin);
      expect(list.map((s) => s.name)).toEqual(['master', '商城库']);
      const got = await expectAnswered(t, dataSource.getDataSourceConfig(id), admin);
      expect(got).not.toHaveProperty('password');

      const tables = await expectAnswered<{ name: string; comment: string }[]>(t, codegen.getSchemaTableList({ dataSourceConfigId: id }), admin);
      expect(tables).toEqual([{ name: 'shop_order', comment: '商城订单表' }]);
      const [tableId] = await expectAnswered<number[]>(t, codegen.createCodegenList(id, ['shop_order']), admin);
      await expectAnswered(t, codegen.previewCodegen(tableId!), admin);
      await expectAnswered(t, codegen.downloadCodegen(tableId!), admin);
      const generate = await t.call({ method: 'POST', url: `/admin-api/infra/codegen/generate?tableId=${tableId}`, token: admin.token });
      expect([generate.code, generate.msg]).toEqual([1003001018, '只有主数据源（master）的表可以生成到平台，其他数据源的表只能预览和下载代码']);
      await expectAnswered(t, codegen.deleteCodegen(tableId!), admin);

      // 修改: the get answer with the password typed again; a database that is not there is refused and changes nothing
      expect(await replay(t, dataSource.updateDataSourceConfig(got, { url: `${form.url}_gone`, password: form.password }), admin)).toMatchObject({ code: 1001007001 });
      await expectAnswered(t, dataSource.updateDataSourceConfig(got, { name: '商城库（改）', password: form.password }), admin);
      expect((await expectAnswered(t, dataSource.getDataSourceConfig(id), admin)).name).toBe('商城库（改）');
      await expectAnswered(t, dataSource.deleteDataSourceConfig(id), admin);
      expect((await expectAnswered<unknown[]>(t, dataSource.getDataSourceConfigList, admin)).length).toBe(1);
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  });
});
