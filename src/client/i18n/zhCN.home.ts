/**
 * The home page's texts (首页). A module of their own: the boot script inline in index.html paints the home page's first
 * screen with them before the app's catalogue has loaded (src/client/boot/firstView.ts), and must not pull it in.
 */
export const zhCNHome = {
  workTitle: '问卷填写',
  toAnswer: '待填写问卷',
  answered: '已填写',
  mySurveys: '我的问卷',
  goMySurveys: '去填写问卷',
  recentSurveys: '最近问卷',
  noSurveys: '暂无问卷',
  title: '首页',
  welcomeTitle: '欢迎',
  welcome: '您好，%{name}',
  roles: '角色：',
  noRole: '暂无角色',
  tenant: '所属租户：',
  dept: '所在部门：',
  linksTitle: '快捷入口',
  noLinks: '暂无可用的菜单页面',
  otherLinks: '其他',
  systemTitle: '系统信息',
  dictTypes: '字典类型',
  dictEntries: '字典数据',
  todoTitle: '我的待办',
  todoCount: '待我处理',
  todoNone: '暂无待办事项',
  surveyStep: '填写问卷',
  overdue: '已逾期',
  goTodo: '查看全部待办',
};
