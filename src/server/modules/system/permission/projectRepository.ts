/**
 * 项目仓库 (SPEC §2.3: a link to the project's repository) is configuration, not data: the seed gives the menu entry
 * a stand-in address, and the shell's menu list (list-menus) puts the configured repository there
 * (PROJECT_REPOSITORY_URL), or leaves the entry out when none is configured, so that no deployment sends its users
 * to someone else's project. An address an administrator typed into 菜单管理 instead is theirs and left alone.
 */
export const PROJECT_REPOSITORY_PATH = '/project-repository';

/** What databases seeded before held there: ruoyi-vue-pro's repository, another project's. */
const LEGACY_ADDRESS = 'https://github.com/YunaiV/ruoyi-vue-pro';

export function withProjectRepository<T extends { path: string }>(menus: readonly T[], repositoryUrl: string | null): T[] {
  return menus.flatMap((menu) => {
    if (menu.path !== PROJECT_REPOSITORY_PATH && menu.path !== LEGACY_ADDRESS) return [menu];
    return repositoryUrl ? [{ ...menu, path: repositoryUrl }] : [];
  });
}
