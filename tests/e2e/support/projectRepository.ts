/** The browser tests' servers run with this PROJECT_REPOSITORY_URL: where their 项目仓库 menu entry leads. */
export const E2E_PROJECT_REPOSITORY_URL = 'https://git.example.cn/renda/deputy-duty-platform';
