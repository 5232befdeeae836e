import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface MenuNode { name: string; path: string; children?: MenuNode[] }

const REPOSITORY = 'https://git.example.cn/renda/deputy-duty-platform';

// Issue 38 point 10: 项目仓库 (SPEC §2.3) leads to this project's repository, as configured (PROJECT_REPOSITORY_URL),
// never to another project's; only those who run the platform see it.
describe('the project repository menu entry', () => {
  let configured: TestApp;
  let unset: TestApp;
  beforeAll(async () => {
    [configured, unset] = await Promise.all([createTestApp({ projectRepositoryUrl: REPOSITORY }), createTestApp()]);
  });
  afterAll(() => Promise.all([configured.close(), unset.close()]));

  const repositoryEntries = async (t: TestApp, username: string, password: string) => {
    const { accessToken } = await t.login(username, password);
    const menus = await t.call<MenuNode[]>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: accessToken });
    expect(menus.code).toBe(0);
    return menus.data.filter((m) => m.name === '项目仓库').map((m) => m.path);
  };

  it('leads to the configured address', async () => {
    expect(await repositoryEntries(configured, 'admin', 'admin123')).toEqual([REPOSITORY]);
  });

  it('is left out when no address is configured, rather than lead elsewhere', async () => {
    expect(await repositoryEntries(unset, 'admin', 'admin123')).toEqual([]);
  });

  it('is not shown to deputies, units or staff', async () => {
    for (const [username, password] of [['deputy1', 'deputy123'], ['unit1', 'unit123'], ['staff', 'staff123']]) {
      expect(await repositoryEntries(configured, username, password), username).toEqual([]);
    }
  });

  it('replaces the other project\'s address a database seeded before holds', async () => {
    await configured.db.updateTable('systemMenu').set({ path: 'https://github.com/YunaiV/ruoyi-vue-pro' }).where('name', '=', '项目仓库').execute();
    expect(await repositoryEntries(configured, 'admin', 'admin123')).toEqual([REPOSITORY]);
    expect(await repositoryEntries(unset, 'admin', 'admin123')).toEqual([]);
  });
});
